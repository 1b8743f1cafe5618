/**
 * DEMO ONLY: the reminder SMS "sender" used when no gateway is configured (SMS_GATEWAY_URL
 * unset). It writes one log line per message with the number masked and without the text,
 * so the log holds neither a patient's phone nor what they were told.
 */
import { maskPhone } from '../../../../shared/domain/portal';
import type { SmsSender } from '../../access';

export function createLogReminderSender(log: { info: (message: string) => void }): SmsSender {
  return {
    async send(mobile, text) {
      log.info(`Visit reminder SMS for ${maskPhone(mobile)} (${text.length} characters; demo sender, not sent)`);
    },
  };
}
