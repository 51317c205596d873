import { Title } from "@mantine/core";

export function TestsRoute() {
  return <Title order={1}>TestsRoute</Title>;
}

export function TestsCardsRoute() {
  return <Title order={1}>TestsCardsRoute</Title>;
}

export function TestsButtonsRoute() {
  return <Title order={1}>TestsButtonsRoute</Title>;
}

export function TestsDialogsRoute() {
  return <Title order={1}>TestsDialogsRoute</Title>;
}

export function TestsVideoRoute() {
  return <Title order={1}>TestsVideoRoute</Title>;
}

export function TestsSidebarGridRoute() {
  return <Title order={1}>TestsSidebarGridRoute</Title>;
}

export function TestsCatchAllRoute() {
  return <Title order={1}>TestsCatchAllRoute</Title>;
}
