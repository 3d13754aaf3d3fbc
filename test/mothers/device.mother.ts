import { cryptedString } from '../../src/domain/configuration/crypted-string';
import { sequentialGuids, type GuidGenerator } from '../../src/domain/configuration/guid';
import { createIo, IoDirection, IoFlag } from '../../src/domain/configuration/io';
import {
  createDeviceDescriptor,
  createIoDescriptor,
  createPtzCapabilities,
  createVideoChannelDescriptor,
  createVideoCodecDescriptor,
  createVideoDescriptor,
  type VideoStreamDescriptor,
} from '../../src/domain/configuration/device/descriptor';
import { createNativeDevice, createOnvifDevice, type NativeDevice, type OnvifDevice } from '../../src/domain/configuration/device/device';
import { createIoModule, createPtzModule } from '../../src/domain/configuration/device/other-modules';
import { createNetworkVideoModule } from '../../src/domain/configuration/device/video-module';

/** The store every mother module records to. */
export const MOTHER_STORE_ID = '9-1';

/** A stream offering h264, h265 and mjpeg with the announced values of a typical camera. */
export function cameraStreamDescriptor(): VideoStreamDescriptor {
  const common = {
    qualities: [1, 2, 3, 4, 5],
    fps: [1, 5, 10, 15, 25],
    gov: [1, 10, 25, 50],
    vbrCbr: true,
    vbrQualities: [1, 2, 3, 4, 5],
  };
  return {
    codecs: [
      createVideoCodecDescriptor({ name: 'h264', resolutions: ['1920x1080', '1280x720', '640x360'], maxBitrates: { min: 256, max: 8192 }, cbrBitrates: { min: 256, max: 8192 }, ...common }),
      createVideoCodecDescriptor({ name: 'h265', resolutions: ['1920x1080', '1280x720'], maxBitrates: { min: 256, max: 6144 }, cbrBitrates: { min: 256, max: 6144 }, ...common }),
      createVideoCodecDescriptor({ name: 'mjpeg', resolutions: ['640x360', '320x180'], maxBitrates: { min: 256, max: 4096 }, cbrBitrates: { min: 256, max: 4096 }, ...common }),
    ],
  };
}

function cameraChannel(ptz: boolean) {
  return createVideoChannelDescriptor({
    nbStreams: 2,
    rotations: [0, 90, 180, 270],
    streams: [cameraStreamDescriptor(), cameraStreamDescriptor()],
    ...(ptz ? { ptz: createPtzCapabilities({ relative: true, continuous: true, preposition: true }) } : {}),
  });
}

function stream(newGuid: GuidGenerator, name: string, channel: number, streamIndex: number, storeId = MOTHER_STORE_ID) {
  return createNetworkVideoModule(
    {
      name,
      channel,
      stream: streamIndex,
      store: { use: true, id: storeId },
      codec: 'h264',
      resolution: streamIndex === 0 ? '1920x1080' : '640x360',
      quality: 3,
      fps: 25,
      gov: 25,
      maxBitrate: 4096,
      vbr: true,
      vbrQuality: 3,
      cbrBitrate: 2048,
      request: `/stream${channel + 1}-${streamIndex + 1}`,
    },
    newGuid,
  );
}

/** A native camera: one channel, main and second stream, one door contact and one strike. */
export function nativeCamera(newGuid: GuidGenerator = sequentialGuids(3), storeId = MOTHER_STORE_ID): NativeDevice {
  const id = newGuid();
  const name = 'Entrance camera';
  const io = (ioName: string, direction: number) => createIo({ name: ioName, typeName: direction === 0 ? 'input' : 'output', ownerName: name, direction }, newGuid);
  return createNativeDevice(
    {
      id,
      name,
      typename: 'Vigil NC-200',
      firmware: '3.4.1',
      address: '192.168.1.21',
      useAuth: true,
      user: 'admin',
      password: cryptedString('RW50cjRuY2Uh', true),
      configured: true,
      descriptor: createDeviceDescriptor({
        video: createVideoDescriptor({ displayModes: [0, 1], channels: [cameraChannel(false)] }),
        io: createIoDescriptor({ logicInputs: 1, logicOutputs: 1 }),
      }),
      videos: [{ ...stream(newGuid, 'Entrance', 0, 0, storeId), useSecondStream: true }, stream(newGuid, 'Entrance', 0, 1, storeId)],
      io: createIoModule({ name: 'Entrance I/O', inputs: [io('Door contact', IoDirection.input)], outputs: [io('Door strike', IoDirection.output)] }, newGuid),
      connectionStateIO: createIo({ name: 'Entrance camera connected', ownerName: name, typeName: 'input', flags: IoFlag.virtual }, newGuid),
    },
    newGuid,
  );
}

/** An ONVIF dome: two channels with PTZ capabilities, a PTZ module on channel 0. */
export function onvifPtzCamera(newGuid: GuidGenerator = sequentialGuids(4), storeId = MOTHER_STORE_ID): OnvifDevice {
  const id = newGuid();
  return createOnvifDevice(
    {
      id,
      name: 'Parking PTZ dome',
      typename: 'ONVIF',
      firmware: '2.8.0',
      address: '192.168.1.22',
      useAuth: true,
      user: 'onvif',
      configured: true,
      descriptor: createDeviceDescriptor({
        video: createVideoDescriptor({ displayModes: [0, 1], channels: [cameraChannel(true), cameraChannel(true)] }),
        io: createIoDescriptor({ logicInputs: 1 }),
      }),
      videos: [stream(newGuid, 'Parking wide', 0, 0, storeId), stream(newGuid, 'Parking zoom', 1, 0, storeId), stream(newGuid, 'Parking zoom', 1, 1, storeId)],
      ptz: createPtzModule({ name: 'Parking PTZ', channel: 0, useRemotePreset: true }, newGuid),
      defaultProfile: 'profile_1',
      onvifChannels: [0, 1],
    },
    newGuid,
  );
}

/** A recorder: eight channels sharing one descriptor, two recorded, an io module with two alarm inputs and a siren. */
export function recorderWithIo(newGuid: GuidGenerator = sequentialGuids(5), storeId = MOTHER_STORE_ID): NativeDevice {
  const id = newGuid();
  const name = 'Warehouse recorder';
  const shared = createVideoChannelDescriptor({ nbStreams: 1, rotations: [0], streams: [cameraStreamDescriptor()] });
  const io = (ioName: string, direction: number) => createIo({ name: ioName, typeName: direction === 0 ? 'input' : 'output', ownerName: name, direction }, newGuid);
  return createNativeDevice(
    {
      id,
      name,
      dvr: true,
      typename: 'Vigil NVR-8',
      address: '192.168.1.30',
      configured: true,
      descriptor: createDeviceDescriptor({
        video: createVideoDescriptor({ shared: true, nbChannels: 8, channels: [shared] }),
        io: createIoDescriptor({ logicInputs: 2, logicOutputs: 1 }),
      }),
      videos: [stream(newGuid, 'Warehouse aisle 1', 0, 0, storeId), stream(newGuid, 'Warehouse dock', 7, 0, storeId)],
      io: createIoModule(
        { name: 'Warehouse I/O', inputs: [io('Shutter contact', IoDirection.input), io('Motion sensor', IoDirection.input)], outputs: [io('Siren', IoDirection.output)] },
        newGuid,
      ),
    },
    newGuid,
  );
}
