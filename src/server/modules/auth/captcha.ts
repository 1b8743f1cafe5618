/** Image captchas for sign-in after repeated failures. */
export interface CaptchaMaker {
  /** A new challenge: the answer to check and an image (data URL) that shows it. */
  make(): { answer: string; image: string };
}
