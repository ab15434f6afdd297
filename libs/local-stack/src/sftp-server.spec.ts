import { utils } from 'ssh2';
import { newHostKey } from './sftp-server';

describe("the local SFTP server's host key", () => {
  it('is always one ssh2 can read (its generator writes a malformed key about once in 250)', () => {
    for (let i = 0; i < 1500; i++) {
      const { hostKey, publicBlob } = newHostKey();
      expect(utils.parseKey(hostKey.private)).not.toBeInstanceOf(Error);
      expect(publicBlob.getPublicSSH().length).toBe(51);
    }
  });
});
