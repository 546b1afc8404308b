/**
 * The inquiry form's rules and its sending, in one chunk the form loads on first use: the zod
 * schema the server validates with, so the browser checks exactly what the server will.
 */
export { fieldError } from "../../domain/inquiry/inquiry-schema.ts";
export { sendInquiry } from "./inquiry-client.ts";
