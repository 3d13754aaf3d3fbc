/**
 * The domain's part-1 entity types, gathered for the codecs' imports. The
 * codecs are typed against them, so a drift between an entity and its codec
 * does not compile.
 */
export type { CryptedString } from '../../../domain/configuration/crypted-string';
export type { ApplicationInfo } from '../../../domain/configuration/application-info';
export type { Store, StoreReference } from '../../../domain/configuration/store';
export type { NetworkParameters } from '../../../domain/configuration/network-parameters';
export type { Parameters, Wizard } from '../../../domain/configuration/parameters';
export type { RightsEntry, User, UserGroup } from '../../../domain/configuration/user-group';
export type { SmtpServer } from '../../../domain/configuration/smtp-server';
export type { SmsServer } from '../../../domain/configuration/sms-server';
export type { Contact } from '../../../domain/configuration/contact';
export type { FtpClient } from '../../../domain/configuration/ftp-client';
export type { Monitor } from '../../../domain/configuration/monitor';
export type { Io } from '../../../domain/configuration/io';
export type { CalendarRange, DailyRange, GenericRange, MonthFlags, MonthlyRange, Time, WeeklyMoment, WeeklyRange, YearlyMoment, YearlyRange } from '../../../domain/configuration/calendar-range';
export type { Calendar } from '../../../domain/configuration/calendar';
export type { Link } from '../../../domain/configuration/link';
export type { Access } from '../../../domain/configuration/access';
export type { Configuration } from '../../../domain/configuration/configuration';
