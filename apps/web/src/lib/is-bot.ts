// Crawlers, link unfurlers, monitors and headless fetchers announce themselves in the user agent.
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|slackbot|bingpreview|lighthouse|pingdom|uptimerobot|headlesschrome\/.*(?:bot|crawl)|ahrefs|semrush|yandex|baiduspider|duckduckgo|petalbot|applebot|gptbot|ccbot|claudebot/i;

/** True for search engines and other robots; they get no interactive error page. */
export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
