import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted reply of a stand-in provider: a status and JSON body, or no answer at all. */
export type StubReply = { status?: number; body: unknown } | "hang";

/** A stand-in LLM server on 127.0.0.1 that answers from a script and records every request. */
export interface StubProvider {
  url: string;
  requests: {
    path: string;
    headers: IncomingMessage["headers"];
    body: Record<string, unknown>;
  }[];
  script: StubReply[];
  close(): Promise<void>;
}

/** Starts a stub; replies are taken from `script` in order (the last one repeats). */
export async function startStubProvider(): Promise<StubProvider> {
  const stub: StubProvider = {
    url: "",
    requests: [],
    script: [],
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    req.on("end", () => {
      stub.requests.push({
        path: req.url ?? "",
        headers: req.headers,
        body: JSON.parse(text || "{}") as Record<string, unknown>,
      });
      const reply =
        stub.script.length > 1 ? stub.script.shift() : stub.script[0];
      if (reply === undefined || reply === "hang") return;
      res.writeHead(reply.status ?? 200, {
        "content-type": "application/json",
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  stub.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

/** An OpenAI chat-completions reply. */
export function openAiReply(
  content: string | null,
  toolCalls: { id: string; name: string; args: string }[] = [],
) {
  return {
    body: {
      choices: [
        {
          message: {
            role: "assistant",
            content,
            ...(toolCalls.length
              ? {
                  tool_calls: toolCalls.map((c) => ({
                    id: c.id,
                    type: "function",
                    function: { name: c.name, arguments: c.args },
                  })),
                }
              : {}),
          },
          finish_reason: toolCalls.length ? "tool_calls" : "stop",
        },
      ],
    },
  };
}

/** An Anthropic messages reply. */
export function anthropicReply(
  text: string | undefined,
  toolUses: { id: string; name: string; input: unknown }[] = [],
) {
  return {
    body: {
      role: "assistant",
      content: [
        ...(text ? [{ type: "text", text }] : []),
        ...toolUses.map((t) => ({ type: "tool_use", ...t })),
      ],
      stop_reason: toolUses.length ? "tool_use" : "end_turn",
    },
  };
}
