/** Where SMS sign-in codes go: an interface, so a hospital plugs in its own gateway. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}
