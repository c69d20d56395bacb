// The webhooks' events (docs/messages.md) and the checks made before one is added.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';

export { WEBHOOK_EVENTS } from '../../common/webhookEvents';

export const WEBHOOKS_QUERY_KEY = ['messages', 'webhooks'] as const;

/** The longest address the form takes. */
export const URL_MAX = 2000;

/** Why the address cannot be sent (a translation key), or undefined. */
export function urlProblem(url: string): string | undefined {
  const trimmed = url.trim();
  if (!trimmed) return 'app.webhooks.url_required';
  try {
    const { protocol, host } = new URL(trimmed);
    if ((protocol === 'http:' || protocol === 'https:') && host) return undefined;
  } catch {
    // not an address at all
  }
  return 'app.webhooks.url_invalid';
}

export function useWebhooks() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: WEBHOOKS_QUERY_KEY,
    queryFn: () => dataProvider.listWebhooks(),
  });
}
