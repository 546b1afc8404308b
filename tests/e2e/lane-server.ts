/**
 * The server of the lane this test file runs in (tests/e2e/global-setup.ts): its address and
 * port for the main brand, and the second brand's origin on the same server.
 */
import { inject } from "vitest";

const servers = inject("laneServers");
const lane = Number(process.env.VITEST_POOL_ID ?? "1");
const server = servers[(lane - 1) % servers.length];
if (!server) throw new Error("no browser-test server was started (tests/e2e/global-setup.ts)");

/** The main brand's origin, `http://localhost:{port}`. */
export const baseUrl = server.baseUrl;
export const port = server.port;
/** The second brand (SeniorHousing) on the same server. */
export const secondBrandOrigin = `http://seniorhousing.localhost:${port}`;
