import { randomInt } from "node:crypto";
import { request } from "node:http";
import type { Page } from "playwright-core";
import { baseUrl } from "./browser";
import { newEmail, PASSWORD } from "./journeys";

/**
 * Registration allows 10 sign-ups an hour per address, as production does, so journeys whose
 * subject is not sign-up create their user through the API from their own loopback source
 * address, a random one in 127.0.0.0/8, the way separate households would arrive.
 */
/** Registers a fresh user through the API, stores its token in the page and opens `path`. */
export async function startSignedIn(
  page: Page,
  path = "/dashboard",
): Promise<{ email: string; token: string }> {
  const localAddress = `127.${String(randomInt(1, 255))}.${String(randomInt(0, 256))}.${String(randomInt(1, 255))}`;
  const email = newEmail();
  await send(
    localAddress,
    "/api/v1/auth/register",
    "application/json",
    JSON.stringify({ email, password: PASSWORD, full_name: "Avery Quinn" }),
  );
  const login = await send(
    localAddress,
    "/api/v1/auth/login",
    "application/x-www-form-urlencoded",
    new URLSearchParams({ username: email, password: PASSWORD }).toString(),
  );
  const token = (JSON.parse(login) as { access_token: string }).access_token;
  await page.goto("/login");
  await page.evaluate((value) => {
    window.localStorage.setItem("access_token", value);
  }, token);
  await page.goto(path);
  return { email, token };
}

function send(
  localAddress: string,
  path: string,
  contentType: string,
  body: string,
): Promise<string> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": contentType },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(text);
          else reject(new Error(`POST ${path} → ${String(status)}: ${text}`));
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
