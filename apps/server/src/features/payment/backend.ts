import type { PaymentMode } from '@sidequest/shared';
import type { Config } from '../../config.js';
import {
  type PortOneStandin,
  startPortOneStandin,
  type WebhookTransport,
} from '../../lib/portone/standin.js';
import { type PaymentGateway, portoneGateway } from './portone.js';

type ModeInputs = Pick<
  Config,
  | 'NODE_ENV'
  | 'PORTONE_API_SECRET'
  | 'PORTONE_STORE_ID'
  | 'PORTONE_CHANNEL_KEY'
  | 'PAYMENT_STANDIN'
  | 'embeddedDb'
  | 'demo'
>;

/**
 * Which card payments this server takes, decided as identity's mode is:
 * - `portone` when PortOne's secret, store and payment channel are all configured (unless
 *   PAYMENT_STANDIN=true forces the stand-in);
 * - `standin`, shown as 테스트 결제, in development, tests, the embedded database and `--demo`, or
 *   anywhere with PAYMENT_STANDIN=true: the test card page approves and no money moves;
 * - `off` in production on PostgreSQL without PortOne (or PAYMENT_STANDIN=false): the cafeteria
 *   says so and no order can be made, because a live site must not hand out points for nothing.
 */
export function paymentMode(config: ModeInputs): PaymentMode {
  if (config.PAYMENT_STANDIN === true) return 'standin';
  if (config.PORTONE_API_SECRET && config.PORTONE_STORE_ID && config.PORTONE_CHANNEL_KEY) return 'portone';
  if (config.PAYMENT_STANDIN === false) return 'off';
  if (config.NODE_ENV !== 'production' || config.embeddedDb || config.demo) return 'standin';
  return 'off';
}

/** The stand-in's made-up channel key, shown in the payment request in 테스트 결제. */
export const STANDIN_CHANNEL_KEY = 'channel-key-standin';

export interface PaymentBackend {
  mode: PaymentMode;
  /** null when off. */
  gateway: PaymentGateway | null;
  /** The store and channel the browser's payment request names. */
  storeId: string;
  channelKey: string;
  /** The secret webhooks are checked with; null when none is configured (webhooks are refused). */
  webhookSecret(): Promise<string | null>;
  standin(): Promise<PortOneStandin | null>;
  close(): Promise<void>;
}

export interface BackendOptions {
  /** How the stand-in's webhooks reach our endpoint. */
  webhook: WebhookTransport;
  log: { warn(obj: object, msg: string): void };
}

/** The gateway for the mode; the stand-in starts on first use and is driven through the same SDK. */
export function paymentBackend(config: Config, opts: BackendOptions): PaymentBackend {
  const mode = paymentMode(config);
  if (mode === 'portone') {
    const gateway = portoneGateway({
      secret: config.PORTONE_API_SECRET!,
      baseUrl: config.PORTONE_API_BASE_URL,
      storeId: config.PORTONE_STORE_ID!,
      log: opts.log,
    });
    return {
      mode,
      gateway,
      storeId: config.PORTONE_STORE_ID!,
      channelKey: config.PORTONE_CHANNEL_KEY!,
      webhookSecret: async () => config.PORTONE_WEBHOOK_SECRET ?? null,
      standin: async () => null,
      close: async () => undefined,
    };
  }
  if (mode === 'standin') {
    let started: Promise<{ standin: PortOneStandin; gateway: PaymentGateway }> | undefined;
    const start = () => {
      started ??= startPortOneStandin({ webhook: opts.webhook }).then((standin) => ({
        standin,
        gateway: portoneGateway({ secret: standin.secret, baseUrl: standin.url, log: opts.log }),
      }));
      return started;
    };
    return {
      mode,
      gateway: {
        getPayment: async (id) => (await start()).gateway.getPayment(id),
        cancelPayment: async (id, o) => (await start()).gateway.cancelPayment(id, o),
      },
      storeId: 'store-standin',
      channelKey: STANDIN_CHANNEL_KEY,
      webhookSecret: async () => (await start()).standin.webhookSecret,
      standin: async () => (await start()).standin,
      close: async () => {
        if (started) await (await started).standin.close();
      },
    };
  }
  const none = async () => null;
  return {
    mode,
    gateway: null,
    storeId: '',
    channelKey: '',
    webhookSecret: none,
    standin: none,
    close: async () => undefined,
  };
}
