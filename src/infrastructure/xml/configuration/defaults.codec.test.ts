import { describe, expect, it } from 'vitest';
import { editWith, readWith } from '../../../../test/fixtures/configuration/codec-harness';
import type { Codec } from '../codec';
import { analysisFilterCodec } from './analysis.codec';
import { calendarCodec } from './calendar.codec';
import { gateCodec } from './controller.codec';
import { deviceCodec } from './device.codec';
import { ioCodec } from './io.codec';
import { contactCodec, ftpClientCodec, monitorCodec, smsServerCodec, smtpServerCodec } from './notification.codec';
import { storeCodec } from './parameters.codec';
import { rightsEntryCodec } from './user-group.codec';

// What a field left out (or, for a value that cannot be empty text, an empty element) reads as:
// the specification's default where it gives one (docs/configuration-model.md, "Reading tolerantly").
const id = '<identifier type="guid">1-1</identifier>';
const io = (tag: string, guid: string): string =>
  `<${tag}><identifier type="guid">${guid}</identifier><name>Io</name><type-name>input</type-name><owner-name>x</owner-name><logic>1</logic><direction>0</direction><flags>1</flags></${tag}>`;
const base = '<identifier type="guid">2-2</identifier><name>Module</name><store><use>0</use></store><io-connection/>';
const alertFields = '<video-identifier/><make-video>1</make-video><type-stream>0</type-stream>';

const CASES: readonly [string, Codec<unknown>, string, Record<string, unknown>][] = [
  ['a store’s limits', storeCodec, `<store>${id}<name>S</name><default>1</default><rescue>0</rescue><path>/s</path></store>`,
    { verifyPath: true, preserveSize: 10, limitTime: 30, limitSize: 0 }],
  ['a store’s limits written empty', storeCodec, `<store>${id}<name>S</name><default>1</default><rescue>0</rescue><path>/s</path><preserve-size/><limit-time></limit-time></store>`,
    { preserveSize: 10, limitTime: 30 }],
  ['a rights entry’s flags', rightsEntryCodec, `<right>${id}<live-read>1</live-read></right>`, { liveRead: true, consultation: false, exportation: false, ptzWrite: false }],
  ['an SMTP server’s name', smtpServerCodec, `<email>${id}<default>1</default><from>a@b.fr</from></email>`, { name: 'New SMTP Server', address: undefined }],
  ['an SMTP server’s empty connection fields', smtpServerCodec, `<email>${id}<default>1</default><name>Relay</name><from>a@b.fr</from><address/><port/><password crypted="1"/></email>`,
    { address: undefined, port: undefined, password: undefined }],
  ['an SMS server’s name', smsServerCodec, `<message>${id}<default>0</default><provider>1</provider><account>a</account><user>u</user><password>p</password><sender-phone>1</sender-phone></message>`,
    { name: 'New SMS Server' }],
  ['a contact’s name', contactCodec, `<contact>${id}<firstname>A</firstname><mail/><phone/><description/></contact>`, { name: 'New Contact' }],
  ['a contact’s empty name (empty text is a value)', contactCodec, `<contact>${id}<name/><firstname>A</firstname><mail/><phone/><description/></contact>`, { name: '' }],
  ['an FTP client’s name, port and connection', ftpClientCodec, `<ftp-client>${id}<address>h</address><user>u</user><password>p</password><path>/</path><create-path>0</create-path></ftp-client>`,
    { name: 'New FtpClient', port: 21, connection: 0 }],
  ['a monitor’s defaults', monitorCodec, `<monitor>${id}<port>1</port><secondary-use>0</secondary-use><secondary-address/><secondary-port>0</secondary-port><trid/><account/><prefix/>`
    + '<receiver/><format>0</format><cyclic>0</cyclic><cyclic-code/><snumber/><keepalive-time>0</keepalive-time><keepalive-port>0</keepalive-port></monitor>',
    { name: 'New Monitor', type: 1, address: '{ip}', nbTest: 5, responseTime: 10, domain: 'monitoring.example.net' }],
  ['a virtual io’s is-no (absent: none, which reads as normally open), its link (none)', ioCodec, io('io', '3-3').replace('</io>', '<bistable>0</bistable></io>'), { isNo: undefined, bistable: false, link: undefined }],
  ['a calendar’s name and its ranges’ names and times', calendarCodec, `<calendar>${id}<ranges>`
    + '<range><type>0</type><begin><weekday0>1</weekday0><weekday1>0</weekday1><weekday2>0</weekday2><weekday3>0</weekday3><weekday4>0</weekday4><weekday5>0</weekday5><weekday6>0</weekday6></begin><end/></range>'
    + '<range><type>1</type><begin/><end><weekday>6</weekday></end></range>'
    + `<range><type>2</type><begin>${Array.from({ length: 12 }, (_, m) => `<month${m}>1</month${m}>`).join('')}</begin><end/></range>`
    + `<range><type>3</type><begin/><end><month>12</month><day>31</day></end></range><range><type>9</type></range></ranges>${io('io', '4-4')}</calendar>`,
    {
      name: 'New calendar',
      ranges: [
        expect.objectContaining({ name: 'New daily range', begin: expect.objectContaining({ weekday0: true, hour: 0, minute: 0, second: 0 }), end: { hour: 0, minute: 0, second: 0 } }),
        expect.objectContaining({ name: 'New weekly range', begin: { weekday: 0, hour: 0, minute: 0, second: 0 }, end: { weekday: 6, hour: 0, minute: 0, second: 0 } }),
        expect.objectContaining({ name: 'New monthly range', begin: expect.objectContaining({ day: 1, month0: true, hour: 0 }), end: { day: 0, hour: 0, minute: 0, second: 0 } }),
        expect.objectContaining({ name: 'New yearly range', begin: { month: 1, day: 0, hour: 0, minute: 0, second: 0 }, end: { month: 12, day: 31, hour: 0, minute: 0, second: 0 } }),
        expect.objectContaining({ type: 9, name: '' }),
      ],
    }],
  ['a filter’s level and its zones’ mask and rectangle', analysisFilterCodec,
    `<filter><type>1</type>${id}<name>F</name><stream-id/><mode>0</mode><mask><zones><zone/></zones></mask><detection-io/></filter>`,
    { level: 64, lossIO: '', mask: { zones: [{ mask: 255, rectLeft: 0.3, rectTop: 0.3, rectRight: 0.7, rectBottom: 0.7 }] } }],
  ['a gate’s identifier, name, inputs’ link and a parameter’s flag', gateCodec,
    '<gate><type>template</type><inputs><input/></inputs><outputs/><gates/><parameters><parameter><gate-identifier/><name>P</name><value>x</value></parameter></parameters></gate>',
    { name: '', id: expect.stringMatching(/^\d+-\d+$/), inputs: [{ linkId: '' }], parameters: [{ gateIdentifier: '', name: 'P', value: 'x', optional: false }] }],
  ['an alert gate’s timings, empty optional ones absent', gateCodec,
    `<gate><type>alert-ftp</type>${id}<inputs/><outputs/><time-keep-alert/>${alertFields}<monitoring-identifier/><directory>/</directory><filename>f</filename></gate>`,
    { time: 0, timeBetweenAlert: 5000, timeKeepAlert: undefined, monitoringIdentifier: undefined, preBuffer: 3000, postBuffer: 3000, frequency: 3, ftpIdentifier: '' }],
  ['a device’s name, an audio module’s channels and a SIP module’s port', deviceCodec,
    `<device><type>17235970</type>${id}<dvr>0</dvr><typename>t</typename><firmware>f</firmware><address>a</address><port>80</port><use-auth>0</use-auth><user/><password/>`
    + '<ssl>0</ssl><proxy>0</proxy><proxy-address/><proxy-port>0</proxy-port><default-parameters>1</default-parameters><display-mode>0</display-mode><configured>1</configured>'
    + `<descriptor/><videos/><audio-inputs><audio-input><type>audio-in</type>${base}<channel>0</channel><codec>PCM</codec><frequency>8000</frequency><bitrate>0</bitrate></audio-input></audio-inputs>`
    + `<audio-outputs/><ptz/><sip><type>sip-audio</type>${base}<audio-in>1</audio-in><audio-out>1</audio-out></sip><connection-state-io/></device>`,
    {
      name: '', descriptor: undefined, ptz: undefined, connectionStateIO: undefined,
      audioInputs: [expect.objectContaining({ channels: 1 })], sip: expect.objectContaining({ port: 5060 }),
    }],
];

describe('fields left out', () => {
  it.each(CASES)('read %s as the defaults', (_, codec, xml, expected) => {
    expect(readWith(codec, xml)).toMatchObject(expected);
  });

  it('stay left out when something else changes, and are written once changed', () => {
    const contact = `<contact>\n\t${id}\n\t<firstname>A</firstname>\n\t<mail/>\n\t<phone/>\n\t<description/>\n</contact>`;
    expect(editWith(contactCodec, contact, (value) => ({ ...value, firstname: 'B' }))).toBe(contact.replace('>A<', '>B<'));
    expect(editWith(contactCodec, contact, (value) => ({ ...value, name: 'Martin' }))).toBe(contact.replace(`${id}\n`, `${id}\n\t<name>Martin</name>\n`));
    const store = `<store>\n\t${id}\n\t<name>S</name>\n\t<default>1</default>\n\t<rescue>0</rescue>\n\t<path>/s</path>\n\t<preserve-size/>\n</store>`;
    expect(editWith(storeCodec, store, (value) => ({ ...value, limitTime: 30, name: 'T' }))).toBe(store.replace('>S<', '>T<'));
    expect(editWith(storeCodec, store, (value) => ({ ...value, preserveSize: 20, limitSize: 5 }))).toBe(
      store.replace('<preserve-size/>', '<preserve-size>20</preserve-size>\n\t<limit-size>5</limit-size>'),
    );
  });

  it('still fail the entity when a field the specification lists without a default is missing', () => {
    expect(() => readWith(contactCodec, `<contact>${id}<name>A</name></contact>`)).toThrow('failed to convert from XML: text at contact/firstname: missing element');
    expect(() => readWith(storeCodec, `<store>${id}<name>S</name><default>1</default><rescue>0</rescue></store>`)).toThrow('store/path: missing element');
    expect(() => readWith(contactCodec, `<contact>${id}<name>A</name><firstname>A</firstname><mail/><phone/><description/><port/></contact>`)).not.toThrow();
  });
});
