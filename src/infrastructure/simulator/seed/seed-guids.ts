/**
 * Identifiers of the seeded entities: two unsigned 64-bit decimals joined by a
 * dash, as the appliance generates them. Fixed so that tests, the client
 * interface and demonstrations can name a camera or an input.
 */
const PREFIX = '5764607523034234';

function guid(suffix: number): string {
  return `${PREFIX}${String(880 + Math.floor(suffix / 1000)).padStart(3, '0')}-${suffix}`;
}

export const SEED_GUIDS = {
  defaultStore: guid(1001),
  rescueStore: guid(1002),
  parameters: guid(1000),
  administrators: guid(2001),
  operators: guid(2002),
  admin: guid(2101),
  operator: guid(2102),
  entranceCamera: guid(3001),
  entranceVideo: guid(3011),
  entranceIoModule: guid(3021),
  entranceInput: guid(3031),
  entranceOutput: guid(3032),
  entranceConnection: guid(3041),
  parkingCamera: guid(4001),
  parkingVideo1: guid(4011),
  parkingVideo2: guid(4012),
  parkingPtz: guid(4013),
  parkingIoModule: guid(4021),
  parkingInput: guid(4031),
  parkingConnection: guid(4041),
  recorder: guid(5001),
  recorderVideo1: guid(5011),
  recorderVideo2: guid(5012),
  recorderConnection: guid(5041),
  calendar: guid(6001),
  calendarIo: guid(6011),
  controller: guid(7001),
  gateAnd: guid(7101),
  gateOutput: guid(7111),
  link: guid(7201),
  io0: guid(7301),
  io1: guid(7302),
  io0a: guid(7303),
  monitor: guid(8001),
  ftpClient: guid(8101),
  contactSecurity: guid(8201),
  contactManager: guid(8202),
  smtpDefault: guid(8301),
  smtpCompany: guid(8302),
  smsDefault: guid(8401),
  smsProvider: guid(8402),
} as const;
