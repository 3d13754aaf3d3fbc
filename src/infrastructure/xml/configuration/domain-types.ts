/**
 * The part-1 entity shapes as the specification (section 3) lists them, held
 * here only until the domain's readonly types land in src/domain/configuration:
 * each codec then swaps its `import type` to the domain file and the compiler
 * shows any drift. Nothing outside the codecs should import this file.
 */
import type { CryptedString } from '../special-values';

export type { CryptedString };

export interface ApplicationInfo { readonly identifier: number; readonly brand: number; readonly version: string; readonly minimalVersionUpdate: string }
export interface Store {
  readonly id: string; readonly name: string; readonly default: boolean; readonly rescue: boolean; readonly path: string;
  readonly verifyPath: boolean; readonly preserveSize: number; readonly limitTime: number; readonly limitSize: number;
}
export interface StoreReference { readonly use: boolean; readonly id?: string }
export interface NetworkParameters {
  readonly useHttp: boolean; readonly httpPort: number; readonly useHttps: boolean; readonly httpsPort: number;
  readonly httpsUseDefaultCertificate: boolean; readonly httpsAutoCertificateDomain: string; readonly httpsCertificate: Uint8Array | null;
  readonly useRtsp: boolean; readonly rtspPort: number; readonly useRtsps: boolean; readonly rtspsPort: number;
  readonly useVision: boolean; readonly visionPort: number; readonly useMobile: boolean; readonly mobilePort: number;
  readonly useSip: boolean; readonly sipPort: number; readonly useSips: boolean; readonly sipsPort: number; readonly dynamicPort: number;
  readonly useTcpNotification: boolean; readonly useHttpNotification: boolean;
}
export interface Parameters {
  readonly id: string; readonly title: string; readonly stores: readonly Store[]; readonly useMonitor: boolean; readonly checkUpdates: boolean;
  readonly cpuPriority: number; readonly startup: boolean; readonly network: NetworkParameters; readonly ioStarted: boolean;
}
export interface User { readonly id: string; readonly name: string; readonly password: CryptedString; readonly remote: boolean }
export interface RightsEntry { readonly id: string; readonly liveRead: boolean; readonly consultation: boolean; readonly exportation: boolean; readonly ptzWrite: boolean }
export interface UserGroup { readonly id: string; readonly name: string; readonly root: boolean; readonly users: readonly User[]; readonly rights: readonly RightsEntry[] }
export interface SmtpServer {
  readonly id: string; readonly default: number; readonly name: string; readonly from: string; readonly address?: string; readonly port?: number;
  readonly authentificationRequired?: boolean; readonly user?: string; readonly password?: CryptedString; readonly security?: number;
}
export interface SmsServer {
  readonly id: string; readonly default: number; readonly name: string; readonly provider: number; readonly account: string;
  readonly user: string; readonly password: CryptedString; readonly senderPhone: string;
}
export interface Contact { readonly id: string; readonly name: string; readonly firstname: string; readonly mail: string; readonly phone: string; readonly description: string }
export interface FtpClient {
  readonly id: string; readonly name: string; readonly address: string; readonly port: number; readonly connection: number;
  readonly user: string; readonly password: CryptedString; readonly path: string; readonly createPath: boolean;
}
export interface Monitor {
  readonly id: string; readonly name: string; readonly type: number; readonly address: string; readonly port: number; readonly secondaryUse: boolean;
  readonly secondaryAddress: string; readonly secondaryPort: number; readonly trid: string; readonly account: string; readonly prefix: string;
  readonly receiver: string; readonly format: number; readonly cyclic: boolean; readonly cyclicCode: string; readonly nbTest: number;
  readonly responseTime: number; readonly snumber: string; readonly domain: string; readonly keepaliveTime: number; readonly keepalivePort: number;
}
export interface Io {
  readonly id: string; readonly name: string; readonly typeName: string; readonly ownerName: string; readonly logic: boolean;
  readonly direction: number; readonly flags: number;
}
export interface Time { readonly hour: number; readonly minute: number; readonly second: number }
export interface DailyRange { readonly type: 0; readonly name: string; readonly begin: Time & Readonly<Record<`weekday${0 | 1 | 2 | 3 | 4 | 5 | 6}`, boolean>>; readonly end: Time }
export interface WeeklyMoment extends Time { readonly weekday: number }
export interface WeeklyRange { readonly type: 1; readonly name: string; readonly begin: WeeklyMoment; readonly end: WeeklyMoment }
export type MonthFlags = Readonly<Record<`month${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11}`, boolean>>;
export interface MonthlyRange { readonly type: 2; readonly name: string; readonly begin: Time & MonthFlags & { readonly day: number }; readonly end: Time & { readonly day: number } }
export interface YearlyMoment extends Time { readonly month: number; readonly day: number }
export interface YearlyRange { readonly type: 3; readonly name: string; readonly begin: YearlyMoment; readonly end: YearlyMoment }
export interface GenericRange { readonly type: number; readonly name: string }
export type CalendarRange = DailyRange | WeeklyRange | MonthlyRange | YearlyRange | GenericRange;
export interface Calendar { readonly id: string; readonly name: string; readonly ranges: readonly CalendarRange[]; readonly io: Io }
export interface Link { readonly id: string; readonly linkId: string }
export interface Access { readonly id: string; readonly io: Io }
export interface Configuration {
  readonly application: ApplicationInfo; readonly parameters: Parameters; readonly groups: readonly UserGroup[]; readonly exportation: string;
  readonly calendars: readonly Calendar[]; readonly alarms: readonly Monitor[]; readonly ftpClients: readonly FtpClient[];
  readonly contacts: readonly Contact[]; readonly emails: readonly SmtpServer[]; readonly messages: readonly SmsServer[]; readonly accesses: readonly Access[];
}
