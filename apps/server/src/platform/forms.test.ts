import http from "node:http";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { MULTIPART_BODY_LIMIT } from "./forms";
import { makeUser } from "../../test/factories";

const { app, logs } = await buildTestApp();
const user = await makeUser(app);

const BOUNDARY = "----finch";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const END = `--${BOUNDARY}--\r\n`;

function part(name: string, value: string, headers = ""): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${headers}\r\n\r\n${value}\r\n`;
}

const CREDENTIALS =
  part("username", user.email) + part("password", user.password);

/** The platform's 413 for a form past the limit: the connection closed, the refusal logged. */
function expectTooLarge(
  status: number | undefined,
  headers: { connection?: unknown },
  body: string,
  logsBefore: number,
): void {
  expect(status).toBe(413);
  expect(JSON.parse(body)).toEqual({ detail: "Request body is too large" });
  expect(headers.connection).toBe("close");
  expect(logs.slice(logsBefore)).toContainEqual(
    expect.objectContaining({
      event: "input_validation_fail",
      reason: "FST_ERR_CTP_BODY_TOO_LARGE",
    }),
  );
}

function post(contentType: string, payload: string, url = "/auth/login") {
  return app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: { "content-type": contentType, ...user.auth },
    payload,
  });
}

const NOT_A_FORM = {
  detail: [
    {
      loc: ["body"],
      msg: "Request body is not a valid multipart form",
      type: "form_invalid",
    },
  ],
};
const NAME_NOT_ALLOWED = {
  detail: [
    {
      loc: ["body"],
      msg: "Request body has a field name that is not allowed",
      type: "form_invalid",
    },
  ],
};
const NO_FILES = {
  detail: [
    {
      loc: ["body"],
      msg: "Request body must not contain files",
      type: "form_invalid",
    },
  ],
};

describe("POST /auth/login with a malformed multipart body", () => {
  it.each([
    ["no boundary", "multipart/form-data", CREDENTIALS + END],
    ["a charset but no boundary", "multipart/form-data; charset=utf-8", END],
    [
      "another boundary than the body's",
      "multipart/form-data; boundary=x",
      CREDENTIALS + END,
    ],
    [
      "a boundary over 256 characters",
      `multipart/form-data; boundary=${"b".repeat(300)}`,
      END,
    ],
    ["a body cut inside a part", MULTIPART, CREDENTIALS.slice(0, 60)],
    ["no closing delimiter", MULTIPART, CREDENTIALS.slice(0, -2)],
    ["text that is not multipart", MULTIPART, "username=a&password=b"],
    [
      "a part without a name",
      MULTIPART,
      `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n${CREDENTIALS}${END}`,
    ],
    [
      "a part typed JSON that is not",
      MULTIPART,
      part("username", "{oops", "\r\nContent-Type: application/json") + END,
    ],
  ])(
    "answers 422 naming the body for %s",
    async (_case, contentType, payload) => {
      const res = await post(contentType, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(NOT_A_FORM);
    },
  );

  it.each(["__proto__", "constructor", "toString"])(
    "answers 422 for a field named %s, as for __proto__ in JSON",
    async (name) => {
      const res = await post(MULTIPART, part(name, "x") + CREDENTIALS + END);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(NAME_NOT_ALLOWED);
    },
  );

  it.each([
    ["a file part", '; filename="a.txt"'],
    ["an octet-stream part", "\r\nContent-Type: application/octet-stream"],
  ])("answers 422 for %s: the form takes no files", async (_case, headers) => {
    const res = await post(
      MULTIPART,
      part("password", "x", headers) + CREDENTIALS + END,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(NO_FILES);
  });

  it("answers 422 naming a field longer than the 4 KiB a form field may be", async () => {
    const res = await post(
      MULTIPART,
      part("username", "x".repeat(5000)) + part("password", "x") + END,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ["body", "username"],
          msg: "Value is longer than a form field may be",
          type: "too_big",
        },
      ],
    });
  });

  it("answers 413 beyond 10 parts", async () => {
    const extra = Array.from({ length: 10 }, (_, i) =>
      part(`f${String(i)}`, "x"),
    );
    const res = await post(MULTIPART, extra.join("") + CREDENTIALS + END);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: "Request body is too large" });
  });

  // busboy finds no part in either: the schema names what is missing.
  it.each([
    ["an empty body", MULTIPART, ""],
    [
      "an empty boundary",
      'multipart/form-data; boundary=""',
      CREDENTIALS + END,
    ],
  ])(
    "answers 422 naming the missing fields for %s",
    async (_case, contentType, payload) => {
      const res = await post(contentType, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ["body", "username"],
            msg: "Email is required",
            type: "missing",
          },
          {
            loc: ["body", "password"],
            msg: "Password is required",
            type: "missing",
          },
        ],
      });
    },
  );

  it("logs each refusal as an input validation failure with its reason", async () => {
    const tooMany = Array.from({ length: 11 }, (_, i) =>
      part(`f${String(i)}`, "x"),
    );
    const cases = [
      [
        "multipart/form-data",
        CREDENTIALS + END,
        "Multipart: Boundary not found",
      ],
      [MULTIPART, part("__proto__", "x") + END, "FST_PROTO_VIOLATION"],
      [MULTIPART, tooMany.join("") + END, "FST_PARTS_LIMIT"],
    ] as const;
    for (const [contentType, payload, reason] of cases) {
      const before = logs.length;
      await post(contentType, payload);
      expect(logs.slice(before)).toContainEqual(
        expect.objectContaining({ event: "input_validation_fail", reason }),
      );
    }
  });

  it("answers 413 to a body declared longer than 64 KiB, without reading it, and closes", async () => {
    const before = logs.length;
    const res = await post(
      MULTIPART,
      part("upload", "x".repeat(MULTIPART_BODY_LIMIT), '; filename="a.bin"') +
        CREDENTIALS +
        END,
    );
    expectTooLarge(res.statusCode, res.headers, res.body, before);
  });

  it("answers 413 once a chunked body passes 64 KiB, without waiting for its end, and closes", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const before = logs.length;
    const request = http.request(`${address}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": MULTIPART, "transfer-encoding": "chunked" },
    });
    request.on("error", () => undefined); // the server closes while this side may still write
    const answered = new Promise<[http.IncomingMessage, string]>((resolve) =>
      request.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve([res, body]));
      }),
    );
    // A field that never ends: busboy drops what passes 4 KiB and waits for the rest.
    request.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="username"\r\n\r\n`,
    );
    for (let sent = 0; sent <= MULTIPART_BODY_LIMIT; sent += 4096)
      request.write("x".repeat(4096));
    const [res, body] = await answered;
    request.destroy();
    expectTooLarge(res.statusCode, res.headers, body, before);
  });

  it("takes the largest form the part limits allow", async () => {
    const padding = Array.from({ length: 8 }, (_, i) =>
      part(`pad${String(i)}`, "x".repeat(4096)),
    );
    const payload = padding.join("") + CREDENTIALS + END;
    expect(Buffer.byteLength(payload)).toBeGreaterThan(32 * 1024);
    const res = await post(MULTIPART, payload);
    expect(res.statusCode).toBe(200);
  });

  it("still signs in with a well-formed form, unknown fields ignored", async () => {
    const res = await post(MULTIPART, part("scope", "") + CREDENTIALS + END);
    expect(res.statusCode).toBe(200);
  });
});

describe("multipart outside login", () => {
  it("reads it on /auth/register, whose scope has the form parsers: 422 when malformed", async () => {
    const res = await post("multipart/form-data", END, "/auth/register");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(NOT_A_FORM);
  });

  it.each(["/users/import-data", "/accounts"])(
    "answers 415 on %s, which takes JSON only",
    async (url) => {
      const res = await post("multipart/form-data", CREDENTIALS + END, url);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ detail: "Unsupported content type" });
    },
  );
});
