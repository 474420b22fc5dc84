/**
 * Statement imports through the HTTP API, as a script or the wizard calls it: the file goes up as
 * a multipart form built here byte for byte (so any file, any encoding, reaches the server as is).
 */
import type {
  CommitImportResponse,
  CsvOptionsInput,
  ImportListResponse,
  ImportPreview,
} from "@finch/contracts";
import type { FastifyInstance } from "fastify";
import type { SignedInUser } from "./factories";

/** A multipart body with one file part and text fields. */
export function multipartBody(
  file: { name: string; bytes: Uint8Array | string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----finch${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      typeof file.bytes === "string"
        ? Buffer.from(file.bytes, "utf8")
        : Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Where a 422's first problem is, as its `detail` names it. */
export function firstLoc(res: { json: () => unknown }): unknown[] {
  const body = res.json() as { detail: { loc: unknown[] }[] };
  return body.detail[0]?.loc ?? [];
}

/** The imports API for one test app. */
export function importsApi(app: FastifyInstance) {
  return {
    /** `POST /imports`; the raw response, for status and error checks. */
    upload(
      user: SignedInUser,
      file: { name: string; bytes: Uint8Array | string } | null,
      input: {
        accountId?: number;
        statement?: number | string;
        options?: CsvOptionsInput | string;
      } = {},
    ) {
      const fields: Record<string, string> = {};
      if (input.accountId !== undefined)
        fields["account_id"] = String(input.accountId);
      if (input.statement !== undefined)
        fields["statement"] = String(input.statement);
      if (input.options !== undefined)
        fields["options"] =
          typeof input.options === "string"
            ? input.options
            : JSON.stringify(input.options);
      const { payload, contentType } = multipartBody(file, fields);
      return app.inject({
        method: "POST",
        url: "/api/v1/imports",
        headers: { ...user.auth, "content-type": contentType },
        payload,
      });
    },

    /** `POST /imports` that must answer 201. */
    async preview(
      user: SignedInUser,
      file: { name: string; bytes: Uint8Array | string },
      input: {
        accountId?: number;
        statement?: number;
        options?: CsvOptionsInput;
      } = {},
    ): Promise<ImportPreview> {
      const res = await this.upload(user, file, input);
      if (res.statusCode !== 201)
        throw new Error(
          `preview answered ${String(res.statusCode)}: ${res.body}`,
        );
      return res.json<ImportPreview>();
    },

    commitRaw(user: SignedInUser, id: number, body?: unknown) {
      return app.inject({
        method: "POST",
        url: `/api/v1/imports/${String(id)}/commit`,
        headers: user.auth,
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },

    async commit(
      user: SignedInUser,
      id: number,
      body?: unknown,
    ): Promise<CommitImportResponse> {
      const res = await this.commitRaw(user, id, body);
      if (res.statusCode !== 200)
        throw new Error(
          `commit answered ${String(res.statusCode)}: ${res.body}`,
        );
      return res.json<CommitImportResponse>();
    },

    remove(user: SignedInUser, id: number) {
      return app.inject({
        method: "DELETE",
        url: `/api/v1/imports/${String(id)}`,
        headers: user.auth,
      });
    },

    get(user: SignedInUser, id: number) {
      return app.inject({
        method: "GET",
        url: `/api/v1/imports/${String(id)}`,
        headers: user.auth,
      });
    },

    async list(user: SignedInUser): Promise<ImportListResponse> {
      const res = await app.inject({
        method: "GET",
        url: "/api/v1/imports",
        headers: user.auth,
      });
      return res.json<ImportListResponse>();
    },
  };
}
