/**
 * The load generator's HTTP client: Node's own client on kept-alive sockets, at most
 * `connections` of them. `fetch` (undici) cost about twice the CPU per request, taken from the
 * cores the server shares; autocannon sends one fixed request per connection, and sessions need
 * per-user tokens and URLs that depend on the last answer.
 */
import http from "node:http";

/** One answer, timed from the moment the request had a connection until its last byte. */
export interface Answer {
  /** 0 when the connection failed. */
  status: number;
  ms: number;
  /** The body when asked for, else undefined. */
  body: string | undefined;
}

/** What to send. */
export interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  token?: string | undefined;
  /** A JSON body, already serialised. */
  json?: string;
  /** A urlencoded form body (the login form). */
  form?: string;
  /** Keep the body (lists and sign-ins); other bodies are read and dropped. */
  read?: boolean;
}

/** A client bound to one server. */
export interface HttpClient {
  send: (call: Call) => Promise<Answer>;
  close: () => void;
}

/**
 * Timing starts when the request gets its socket, so time spent queued behind this process's own
 * other requests (more in flight than connections, during a dashboard's parallel reads) is not
 * counted as the server's.
 */
export function httpClient(baseUrl: string, connections: number): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const send = (call: Call) =>
    new Promise<Answer>((resolve) => {
      let started = performance.now();
      const body = call.json ?? call.form;
      const headers: Record<string, string> = {};
      if (call.token !== undefined)
        headers.authorization = `Bearer ${call.token}`;
      if (call.json !== undefined) headers["content-type"] = "application/json";
      if (call.form !== undefined)
        headers["content-type"] = "application/x-www-form-urlencoded";
      if (body !== undefined)
        headers["content-length"] = String(Buffer.byteLength(body));
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: call.method,
          path: `/api/v1${call.path}`,
          headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => {
            if (call.read === true) chunks.push(chunk);
          });
          response.on("end", () => {
            resolve({
              status: response.statusCode ?? 0,
              ms: performance.now() - started,
              body:
                call.read === true
                  ? Buffer.concat(chunks).toString()
                  : undefined,
            });
          });
          response.on("error", () => {
            resolve({
              status: 0,
              ms: performance.now() - started,
              body: undefined,
            });
          });
        },
      );
      request.on("socket", () => {
        started = performance.now();
      });
      request.on("error", () => {
        resolve({
          status: 0,
          ms: performance.now() - started,
          body: undefined,
        });
      });
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}
