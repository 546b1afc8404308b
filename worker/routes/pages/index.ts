/** Every HTML page route. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { homePage } from "./home.tsx";
import { searchPages } from "./search.tsx";

export const pageRoutes = new Hono<AppEnv>().route("/", homePage).route("/", searchPages);
