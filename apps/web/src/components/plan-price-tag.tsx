import { Text } from "@mantine/core";
import type { TPlan } from "@mnemo/api-contract";

/** '£3 per month', the amount large: how the home page and /upgrade show a plan's price. */
export function PlanPriceTag({ plan, size }: { plan: Pick<TPlan, "currencySymbol" | "price" | "interval">; size: number }) {
  return (
    <Text>
      <Text span fz={size} fw={800}>
        {plan.currencySymbol}
        {plan.price}
      </Text>{" "}
      <Text span c="dimmed">
        per {plan.interval}
      </Text>
    </Text>
  );
}
