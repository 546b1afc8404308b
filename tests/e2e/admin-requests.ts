/**
 * The operator's side of a browser test: calls to the admin API with the local admin token
 * (`.dev.vars`), on a brand's host when the answer depends on it. node:http, because fetch
 * drops the Host header a brand is chosen by.
 */
import { request } from "node:http";

/** The admin token `npm start` and the browser tests' server read from `.dev.vars`. */
export const LOCAL_ADMIN_TOKEN = "local-admin-token";

export interface AdminAnswer {
  status: number;
  body: string;
}

/** `method path` on the server at `baseUrl`, as the brand of `host` when given, with a JSON body when given. */
export function adminRequest(
  baseUrl: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  options: { host?: string; json?: unknown } = {},
): Promise<AdminAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${path}`,
      {
        method,
        headers: {
          Authorization: `Bearer ${LOCAL_ADMIN_TOKEN}`,
          ...(options.host ? { Host: options.host } : {}),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** `adminRequest` that must answer `status`; its JSON. */
export async function adminJson<Answer>(
  baseUrl: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  status: number,
  options: { host?: string; json?: unknown } = {},
): Promise<Answer> {
  const answer = await adminRequest(baseUrl, method, path, options);
  if (answer.status !== status) {
    throw new Error(`${method} ${path} answered ${answer.status}, not ${status}: ${answer.body.slice(0, 300)}`);
  }
  return JSON.parse(answer.body) as Answer;
}
