/**
 * The words of fields several gate types share (a clock's and a sampling's
 * period, a delay's and an alert's times), written once. A field only one
 * type has keeps its words in that type's module.
 */
export const PERIOD = /*i18n*/ { id: 'gate.field.period', message: 'Period (ms)' };
export const TIME = /*i18n*/ { id: 'gate.field.time', message: 'Time (ms)' };
export const TIME_BETWEEN_ALERTS = /*i18n*/ { id: 'gate.field.timeBetweenAlert', message: 'Time between alerts (ms)' };
export const TIME_KEEP_ALERT = /*i18n*/ { id: 'gate.field.timeKeepAlert', message: 'Time to keep the alert (ms)' };
export const MESSAGE = /*i18n*/ { id: 'gate.field.message', message: 'Message' };
export const USE_URL = /*i18n*/ { id: 'gate.field.useUrl', message: 'Send a link' };

/** Durations and periods are whole milliseconds, never negative. */
export const MILLISECONDS = { min: 0 } as const;
