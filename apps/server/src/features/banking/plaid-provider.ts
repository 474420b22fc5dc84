import {
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  Products,
  type LinkTokenCreateRequest,
} from "plaid";
import {
  ProviderError,
  type BankProvider,
  type ProviderTransaction,
} from "./bank-provider";

/** What the Plaid provider needs; `basePath` (tests: a local stand-in) overrides `env`. */
export interface PlaidSettings {
  clientId: string;
  secret: string;
  env: "sandbox" | "production";
  basePath?: string | undefined;
  webhookUrl?: string | undefined;
}

/** `count` of `/transactions/sync`: the maximum (docs/design/bank-linking.md §3). */
const PAGE_SIZE = 500;
/**
 * Full history for new items (docs/design/bank-linking.md §2; Plaid's default is 90, its maximum
 * 730).
 */
const DAYS_REQUESTED = 730;

/**
 * Plaid through its official SDK (docs/design/bank-linking.md §2, §3, §12). Every call is a JSON
 * POST to Plaid's own path; errors become `ProviderError`s carrying only Plaid's type, code, safe
 * display message and request id — never the axios error, whose config holds the secret.
 */
export function createPlaidProvider(settings: PlaidSettings): BankProvider {
  const client = new PlaidApi(
    new Configuration({
      basePath:
        settings.basePath ??
        PlaidEnvironments[settings.env] ??
        "https://sandbox.plaid.com",
      baseOptions: {
        headers: {
          "PLAID-CLIENT-ID": settings.clientId,
          "PLAID-SECRET": settings.secret,
        },
        timeout: 30_000,
        maxRedirects: 0,
      },
    }),
  );

  return {
    name: "plaid",

    async createLinkToken(userId, options) {
      const request: LinkTokenCreateRequest = {
        client_name: "Finch",
        language: "en",
        country_codes: [CountryCode.Us],
        // Stable and never the email (docs/design/bank-linking.md §2).
        user: { client_user_id: String(userId) },
        ...(options.accessToken
          ? { access_token: options.accessToken }
          : {
              products: [Products.Transactions],
              transactions: { days_requested: DAYS_REQUESTED },
            }),
        ...(settings.webhookUrl ? { webhook: settings.webhookUrl } : {}),
      };
      const { data } = await call(() => client.linkTokenCreate(request));
      return { linkToken: data.link_token, expiration: data.expiration };
    },

    async exchangePublicToken(publicToken) {
      const { data } = await call(() =>
        client.itemPublicTokenExchange({ public_token: publicToken }),
      );
      return { accessToken: data.access_token, itemId: data.item_id };
    },

    async getInstitution(accessToken) {
      const { data } = await call(() =>
        client.itemGet({ access_token: accessToken }),
      );
      const institutionId = data.item.institution_id ?? null;
      if (!institutionId) return { institutionId, name: "Linked bank" };
      const institution = await call(() =>
        client.institutionsGetById({
          institution_id: institutionId,
          country_codes: [CountryCode.Us],
        }),
      );
      return { institutionId, name: institution.data.institution.name };
    },

    async getAccounts(accessToken) {
      const { data } = await call(() =>
        client.accountsGet({ access_token: accessToken }),
      );
      return data.accounts;
    },

    async syncPage(accessToken, cursor) {
      const { data } = await call(() =>
        client.transactionsSync({
          access_token: accessToken,
          ...(cursor ? { cursor } : {}),
          count: PAGE_SIZE,
        }),
      );
      if (!Array.isArray(data.added) || typeof data.next_cursor !== "string")
        throw malformed();
      return {
        added: data.added as ProviderTransaction[],
        modified: data.modified as ProviderTransaction[],
        removed: data.removed,
        nextCursor: data.next_cursor,
        hasMore: data.has_more,
        accounts: data.accounts,
      };
    },

    async removeItem(accessToken) {
      await call(() => client.itemRemove({ access_token: accessToken }));
    },

    async getWebhookKey(keyId) {
      const { data } = await call(() =>
        client.webhookVerificationKeyGet({ key_id: keyId }),
      );
      const { kty, crv, x, y, expired_at } = data.key;
      return { kty, crv, x, y, expiredAt: expired_at };
    },
  };
}

/** Runs one SDK call and turns whatever fails into a `ProviderError` (no secrets inside). */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toProviderError(error);
  }
}

interface AxiosLike {
  response?: { status?: number; data?: unknown; headers?: unknown };
  code?: string;
}

function toProviderError(error: unknown): ProviderError {
  const response = (error as AxiosLike | null)?.response;
  const body = response?.data;
  if (response?.status !== undefined && isPlaidError(body)) {
    return new ProviderError({
      status: response.status,
      errorType: body.error_type,
      errorCode: body.error_code,
      message: `${body.error_type}: ${body.error_code}`,
      displayMessage: body.display_message ?? null,
      requestId: body.request_id ?? null,
    });
  }
  if (response?.status !== undefined) {
    // A redirect we refuse to follow, a proxy's HTML page, a 5xx without Plaid's body.
    return new ProviderError({
      status: response.status,
      errorType: "API_ERROR",
      errorCode:
        response.status === 429
          ? "RATE_LIMIT_EXCEEDED"
          : "INTERNAL_SERVER_ERROR",
      message: `Plaid answered HTTP ${String(response.status)} without an error body`,
    });
  }
  return new ProviderError({
    status: 503,
    errorType: "API_ERROR",
    errorCode: "INSTITUTION_NOT_RESPONDING",
    message: `Plaid unreachable (${(error as AxiosLike | null)?.code ?? "unknown"})`,
  });
}

function malformed(): ProviderError {
  return new ProviderError({
    status: 502,
    errorType: "API_ERROR",
    errorCode: "INTERNAL_SERVER_ERROR",
    message: "Plaid answered with a malformed body",
  });
}

function isPlaidError(body: unknown): body is {
  error_type: string;
  error_code: string;
  display_message?: string | null;
  request_id?: string;
} {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { error_type?: unknown }).error_type === "string" &&
    typeof (body as { error_code?: unknown }).error_code === "string"
  );
}
