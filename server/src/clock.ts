/** Where the server reads the time; tests inject a clock they move forward instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
