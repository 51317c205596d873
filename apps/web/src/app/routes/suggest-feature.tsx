import { Title } from "@mantine/core";

export function SuggestFeatureRoute() {
  return <Title order={1}>SuggestFeatureRoute</Title>;
}
