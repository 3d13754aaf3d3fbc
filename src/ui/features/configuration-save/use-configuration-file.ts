import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import type { UploadCandidate } from '../../../application/configuration-workspace/upload-configuration.use-case';
import { saveFile } from '../../components/save-file';
import { useServices } from '../../services-context';
import type { UploadState } from './upload-dialog';

/**
 * Download and upload of the configuration file. A download is the
 * appliance's signed document as it stores it; an upload is read and checked
 * (version, signature, unreadable items, rules), shown, and becomes the
 * draft only on confirmation, as one step of history.
 */
export function useConfigurationFile() {
  const { downloadConfiguration, uploadConfiguration } = useServices();
  const { t } = useLingui();
  const [upload, setUpload] = useState<UploadState>({ kind: 'closed' });
  const candidate = useRef<UploadCandidate | undefined>(undefined);
  // A newer choice of file wins over a check still running for an older one.
  const attempt = useRef(0);

  const download = useCallback(async () => {
    const file = await downloadConfiguration.execute();
    saveFile(file.bytes, file.fileName, 'application/xml');
  }, [downloadConfiguration]);

  const release = useCallback(() => {
    if (candidate.current) uploadConfiguration.cancel(candidate.current);
    candidate.current = undefined;
  }, [uploadConfiguration]);

  const choose = useCallback(
    (file: File) => {
      release();
      const current = ++attempt.current;
      setUpload({ kind: 'checking', fileName: file.name });
      void file
        .arrayBuffer()
        .then((buffer) => uploadConfiguration.check(new Uint8Array(buffer)))
        .then(
          (checked) => {
            if (current !== attempt.current) {
              if (checked.kind === 'ready') uploadConfiguration.cancel(checked.upload);
              return;
            }
            if (checked.kind === 'ready') {
              candidate.current = checked.upload;
              setUpload({ kind: 'ready', fileName: file.name, file: checked.upload });
            } else {
              setUpload({ kind: 'invalid', fileName: file.name, error: checked.error });
            }
          },
          (error: unknown) => current === attempt.current && setUpload({ kind: 'invalid', fileName: file.name, error }),
        );
    },
    [release, uploadConfiguration],
  );

  const confirm = useCallback(() => {
    const checked = candidate.current;
    if (!checked || upload.kind !== 'ready') return;
    candidate.current = undefined;
    const fileName = upload.fileName;
    uploadConfiguration.apply(checked, t`Configuration file ${fileName}`);
    setUpload({ kind: 'closed' });
  }, [t, upload, uploadConfiguration]);

  const cancel = useCallback(() => {
    attempt.current++;
    release();
    setUpload({ kind: 'closed' });
  }, [release]);

  return { upload, download, choose, confirm, cancel };
}
