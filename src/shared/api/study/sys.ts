/** System configuration read by key (SPEC §7 'config by key'). */
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { singleLine } from '../contract/text-schemas';

export const DEFAULT_CONFIG_KEY = 'sys.login.mobileCaptchaOnOff';

export const configByKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sys/config/by-key',
  access: 'public',
  summary: 'A system setting by key: true/false for switches, text otherwise, null when unknown',
  // SPEC §8: the caller decides what a missing switch means; the user is never told.
  feedback: 'silent',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { key: { ...singleLine(128), minLength: 1, default: DEFAULT_CONFIG_KEY } },
    },
    /** true/false for switches, text otherwise, null for an unknown key. */
    response: dataEnvelope({ type: ['boolean', 'string', 'null'] }),
  },
});
