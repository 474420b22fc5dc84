import { vi } from "vitest";

/**
 * Makes a `FormData` body with files reach the test API as a browser sends it. Vitest 4.1's jsdom
 * environment turns each `File` of a request's `FormData` into the text "undefined" named "blob"
 * (vitest-dev/vitest#11294: it reads a field jsdom 28 renamed), so an upload would arrive empty.
 * Here the form is written out as multipart bytes, read through the public `Blob` API, and the
 * request goes to the real server unchanged otherwise. Undo with `vi.unstubAllGlobals()`; remove
 * once Vitest carries the fix.
 */
export function sendFilesWhole(): void {
  const EnvironmentRequest = globalThis.Request;
  const environmentFetch = globalThis.fetch;
  const forms = new WeakMap<Request, FormData>();
  class FormKeepingRequest extends EnvironmentRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      if (init?.body instanceof FormData) forms.set(this, init.body);
    }
  }
  vi.stubGlobal("Request", FormKeepingRequest);
  vi.stubGlobal(
    "fetch",
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const form = input instanceof Request ? forms.get(input) : undefined;
      if (form === undefined || !(input instanceof Request))
        return environmentFetch(input, init);
      const boundary = `----finch-test-${crypto.randomUUID()}`;
      const headers = new Headers(input.headers);
      headers.set("Content-Type", `multipart/form-data; boundary=${boundary}`);
      return environmentFetch(
        new EnvironmentRequest(input.url, {
          method: input.method,
          headers,
          body: await multipartBytes(form, boundary),
        }),
      );
    },
  );
}

async function multipartBytes(
  form: FormData,
  boundary: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const text = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    const disposition = `form-data; name="${quoted(name)}"`;
    if (typeof value === "string") {
      parts.push(
        text.encode(
          `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`,
        ),
      );
      continue;
    }
    const type = value.type === "" ? "application/octet-stream" : value.type;
    parts.push(
      text.encode(
        `--${boundary}\r\nContent-Disposition: ${disposition}; filename="${quoted(value.name)}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      new Uint8Array(await value.arrayBuffer()),
      text.encode("\r\n"),
    );
  }
  parts.push(text.encode(`--${boundary}--\r\n`));
  return concatenated(parts);
}

function concatenated(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** As browsers write names in a Content-Disposition: quotes and line breaks percent-encoded. */
function quoted(text: string): string {
  return text.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
