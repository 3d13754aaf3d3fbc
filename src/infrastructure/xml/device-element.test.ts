import { describe, expect, it } from 'vitest';
import { createOnvifDevice } from '../../domain/configuration/device/device';
import { sequentialGuids } from '../../domain/configuration/guid';
import { normaliseDeviceElement, readDeviceElement, renderDeviceElement } from './device-element';

describe('a <device> element on its own', () => {
  it('is moved to the margin, without BOM, declaration or CRLF', () => {
    expect(normaliseDeviceElement('\uFEFF<?xml version="1.0" encoding="utf-8"?>\r\n\t\t\t<device>\r\n\t\t\t\t<name>A</name>\r\n\t\t\t</device>\r\n')).toBe('<device>\n\t<name>A</name>\n</device>');
  });

  it('is rendered in the document spelling and read back the same', () => {
    const device = createOnvifDevice({ name: 'Gate & yard', address: '192.0.2.1', onvifChannels: [0] }, sequentialGuids(3));
    const xml = renderDeviceElement(device);
    expect(xml.startsWith('<device>\n\t<type>18874369</type>\n\t<identifier type="guid">3-1</identifier>\n\t<name>Gate &amp; yard</name>\n')).toBe(true);
    expect(xml.endsWith('\t<onvif-channels>0</onvif-channels>\n</device>\n')).toBe(true);
    expect(readDeviceElement(xml)).toEqual(device);
  });

  it("refuses what is not a device the model reads, with the specification's wording", () => {
    expect(() => readDeviceElement('<camera/>')).toThrow(/^failed to convert from XML/);
    expect(() => readDeviceElement('<device><name>x</name></device>')).toThrow(/^MISSING_TAG_TYPE/);
    expect(() => readDeviceElement('<device><type>7</type></device>')).toThrow(/^failed to convert from XML/);
    expect(() => readDeviceElement('<device>')).toThrow();
  });
});
