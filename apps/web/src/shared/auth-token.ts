/**
 * The bearer token lives in localStorage under the contract's key (docs/product.md §4): its
 * presence is what "signed in" means to the SPA. This module is the only one that touches the key.
 */
const ACCESS_TOKEN_KEY = "access_token";

/** The stored token, or `undefined` when signed out. */
export function getAccessToken(): string | undefined {
  return localStorage.getItem(ACCESS_TOKEN_KEY) ?? undefined;
}

/** Stores the token a successful login returned. */
export function setAccessToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

/** Signs the browser out. */
export function clearAccessToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
}
