/** What a model can do, from which the appliance's driver builds the device's descriptor and modules. */
export interface ModelProfile {
  /** The supported device's numeric id (`create?id=N`). */
  readonly id: number;
  /** The manufacturer, or the driver family (`ONVIF`, `Generic`). */
  readonly label: string;
  /** The model. */
  readonly name: string;
  /** Driven by the appliance's own driver (native) or through ONVIF. */
  readonly kind: 'native' | 'onvif';
  /** A recorder (several channels behind one address). */
  readonly dvr?: boolean;
  /** Video channels (0 for an I/O box, an intercom without camera, an alarm panel). */
  readonly channels: number;
  /** Streams per channel. */
  readonly streams: 1 | 2;
  /** Video codecs, the default first (descriptor spelling: h264, h265, mjpeg, mpeg4, mxpeg). */
  readonly codecs: readonly string[];
  /** The largest resolution of the first stream. */
  readonly resolution: string;
  readonly maxFps: number;
  readonly ptz?: boolean;
  readonly audioIn?: boolean;
  readonly audioOut?: boolean;
  readonly inputs: number;
  readonly outputs: number;
  /** An I/O box whose contacts can be set as inputs or outputs. */
  readonly ioConfigurable?: boolean;
  readonly sip?: boolean;
  /** An alarm panel: zones, areas, outputs. */
  readonly controlPanel?: { readonly zones: number; readonly areas: number; readonly outputs: number };
  /** The RTSP request of the first stream (`{channel}` is the 1-based channel). */
  readonly request: string;
}
