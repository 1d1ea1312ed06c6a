export * from './time-of-day.js';
export * from './timeslot.resource.js';
export * from './holiday.resource.js';
export * from './appointment.js';
export * from './appointment.resource.js';
