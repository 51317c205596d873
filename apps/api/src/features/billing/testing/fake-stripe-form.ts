/**
 * Stripe's request encoding, read back: stripe-node sends form bodies and
 * query strings with bracket notation (`metadata[userId]=…`,
 * `line_items[0][price]=…`, `expand[0]=…`; `expand[]=…` from other clients).
 * The fake turns them into nested values, and reads each parameter the way
 * Stripe validates it, answering Stripe's own error shape on bad input.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = Record<string, FormValue>;

/** A request the fake refuses, as Stripe would: `{ error: { type, code?, message, param? } }` with this status. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
    this.name = "FakeStripeError";
  }

  toBody() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new FakeStripeError(400, "invalid_request_error", message, {
    ...(param === undefined ? {} : { param }),
    ...(code === undefined ? {} : { code }),
  });

export const noSuch = (what: string, id: string, param?: string) =>
  new FakeStripeError(param ? 400 : 404, "invalid_request_error", `No such ${what}: '${id}'`, {
    code: "resource_missing",
    ...(param ? { param } : {}),
  });

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MAX_DEPTH = 8;

type Node = { [key: string]: Node | string };

/** `a[b][0]=x&a[c][]=y&a[c][]=z` → `{ a: { b: ["x"], c: ["y", "z"] } }`. Throws FakeStripeError (400) on malformed input. */
export function parseStripeForm(text: string): FormParams {
  const root: Node = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const name = decode(at === -1 ? pair : pair.slice(0, at));
    const value = at === -1 ? "" : decode(pair.slice(at + 1));
    const match = KEY.exec(name);
    if (!match) throw invalidRequest(`Invalid parameter name: ${name}`);
    const brackets = match[2] ?? "";
    const path = [match[1] ?? "", ...(brackets === "" ? [] : brackets.slice(1, -1).split("]["))];
    if (path.length > MAX_DEPTH) throw invalidRequest(`Parameter nested too deeply: ${name}`);
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) throw invalidRequest(`Invalid parameter name: ${name}`);
    assign(root, path, value, name);
  }
  return toValues(root) as FormParams;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    throw invalidRequest("The request body is not valid form encoding (a bad %-escape).");
  }
}

function assign(root: Node, path: string[], value: string, name: string) {
  let node = root;
  for (let index = 0; index < path.length; index++) {
    const segment = path[index] ?? "";
    // `[]` appends: the next free index of this list.
    const key = segment === "" ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      if (typeof node[key] === "object") throw invalidRequest(`Parameter ${name} is given both as a value and as a hash`);
      node[key] = value;
      return;
    }
    const next = node[key] ?? {};
    if (typeof next === "string") throw invalidRequest(`Parameter ${name} is given both as a value and as a hash`);
    node[key] = next;
    node = next;
  }
}

/** Hashes whose keys are all indices become lists, in index order. */
function toValues(node: Node | string): FormValue {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValues(node[key] ?? ""));
  }
  return Object.fromEntries(keys.map((key) => [key, toValues(node[key] ?? "")]));
}

// Reading parameters as Stripe validates them.

export function optionalString(params: FormParams, name: string, label = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidRequest(`Invalid string: ${label} must be a string`, label);
  return value;
}

export function requiredString(params: FormParams, name: string, label = name): string {
  const value = optionalString(params, name, label);
  if (value === undefined || value === "") throw invalidRequest(`Missing required param: ${label}.`, label);
  return value;
}

export function optionalInteger(params: FormParams, name: string, range: { min: number; max: number }, label = name): number | undefined {
  const text = optionalString(params, name, label);
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value)) throw invalidRequest(`Invalid integer: ${text}`, label);
  if (value < range.min || value > range.max)
    throw invalidRequest(`${label} must be between ${range.min} and ${range.max} (got ${value})`, label);
  return value;
}

export function optionalBoolean(params: FormParams, name: string, label = name): boolean | undefined {
  const text = optionalString(params, name, label);
  if (text === undefined || text === "") return undefined;
  if (text !== "true" && text !== "false") throw invalidRequest(`Invalid boolean: ${text}`, label);
  return text === "true";
}

export function optionalHash(params: FormParams, name: string, label = name): FormParams | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw invalidRequest(`Invalid hash: ${label} must be a hash`, label);
  return value;
}

export function optionalList(params: FormParams, name: string, label = name): FormValue[] | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${label} must be an array`, label);
  return value;
}

/** Strings only (metadata, expand[], types[]). */
export function stringList(params: FormParams, name: string): string[] {
  return (optionalList(params, name) ?? []).map((item, index) => {
    if (typeof item !== "string") throw invalidRequest(`Invalid string: ${name}[${index}]`, `${name}[${index}]`);
    return item;
  });
}

/** Metadata: string values; an empty string unsets the key (Stripe's rule), so `set` and `unset` come apart. */
export function metadataParam(params: FormParams, name = "metadata"): { set: Record<string, string>; unset: string[] } {
  const hash = optionalHash(params, name) ?? {};
  const set: Record<string, string> = {};
  const unset: string[] = [];
  for (const [key, value] of Object.entries(hash)) {
    if (typeof value !== "string") throw invalidRequest(`Invalid metadata: ${name}[${key}] must be a string`, `${name}[${key}]`);
    if (value === "") unset.push(key);
    else set[key] = value;
  }
  return { set, unset };
}

/** Stripe refuses parameters it does not know; so does the fake, which names the ones it accepts. */
export function rejectUnknown(params: FormParams, known: readonly string[]) {
  const unknown = Object.keys(params).find((key) => !known.includes(key));
  if (unknown !== undefined) throw invalidRequest(`Received unknown parameter: ${unknown}`, unknown);
}

/** An http(s) URL (success_url, cancel_url, return_url): anything else is refused, so the hosted pages only ever link to web pages. */
export function optionalUrl(params: FormParams, name: string): string | undefined {
  const text = optionalString(params, name);
  if (text === undefined || text === "") return undefined;
  let url: URL;
  try {
    url = new URL(text.replace(/\{CHECKOUT_SESSION_ID\}/g, "x"));
  } catch {
    throw invalidRequest(`Not a valid URL`, name, "url_invalid");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalidRequest(`Not a valid URL`, name, "url_invalid");
  return text;
}
