import type {
  AccountResponse,
  BankItemResponse,
  SyncTransactionsResponse,
} from "@finch/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { SignedInUser } from "./factories";

/** The `/plaid/*` API as banking tests drive it. */
export function bankingApi(app: FastifyInstance) {
  const send = (
    user: SignedInUser | undefined,
    method: "GET" | "POST" | "DELETE",
    path: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api/v1${path}`,
      headers: user?.auth ?? {},
      ...(payload === undefined ? {} : { payload }),
    });

  const expectOk = (
    response: LightMyRequestResponse,
  ): LightMyRequestResponse => {
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  return {
    send,
    /** A sandbox public token (good credentials and the first institution unless given). */
    async publicToken(user: SignedInUser, body: object = {}): Promise<string> {
      const response = await send(
        user,
        "POST",
        "/plaid/sandbox/public-token",
        body,
      );
      return expectOk(response).json<{ public_token: string }>().public_token;
    },
    exchange: (user: SignedInUser, publicToken: string) =>
      send(user, "POST", "/plaid/exchange-public-token", {
        public_token: publicToken,
      }),
    /** Links a sandbox bank and answers the accounts created. */
    async link(
      user: SignedInUser,
      body: object = {},
    ): Promise<AccountResponse[]> {
      const token = await this.publicToken(user, body);
      return expectOk(await this.exchange(user, token)).json<{
        accounts: AccountResponse[];
      }>().accounts;
    },
    sync: (user: SignedInUser) =>
      send(user, "POST", "/plaid/sync-transactions"),
    async syncOk(user: SignedInUser): Promise<SyncTransactionsResponse> {
      return expectOk(await this.sync(user)).json<SyncTransactionsResponse>();
    },
    async items(user: SignedInUser): Promise<BankItemResponse[]> {
      return expectOk(await send(user, "GET", "/plaid/items")).json<{
        items: BankItemResponse[];
      }>().items;
    },
  };
}
