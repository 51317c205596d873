import { AppError } from "../../lib/app-error.ts";
import type { ExchangeService } from "./exchange-service.ts";

/** The file stores exports and imports need; a server built without them answers an error instead of crashing. */
export function requireExchange(exchange: ExchangeService | undefined): ExchangeService {
  if (!exchange) throw new AppError("INTERNAL", { message: "Exports and imports are not set up on this server." });
  return exchange;
}
