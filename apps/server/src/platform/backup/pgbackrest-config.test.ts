import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { archiveCommand, renderPgbackrestConfig } from './pgbackrest-config.js';

const cluster = {
  pgdata: '/var/lib/postgresql/15/main',
  port: 5432,
  socketDir: '/var/run/postgresql',
  major: 15,
};
const lines = (text: string) => text.split('\n');

describe("pgBackRest's configuration from Wander's settings", () => {
  it('keeps a local repository by default', () => {
    const config = loadConfig({});
    const text = renderPgbackrestConfig(config.backup, config.files.s3, cluster);
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        '[global]',
        'repo1-type=posix',
        'repo1-path=/var/lib/pgbackrest',
        'repo1-retention-full=2',
        'compress-type=zst',
        '[wander]',
        'pg1-path=/var/lib/postgresql/15/main',
        'pg1-port=5432',
        'pg1-socket-path=/var/run/postgresql',
      ]),
    );
    expect(text).not.toContain('cipher');
    expect(archiveCommand(config.backup)).toBe(
      'pgbackrest --config=/etc/pgbackrest/pgbackrest.conf --stanza=wander archive-push %p',
    );
  });

  it("uses the file store's bucket when S3 is configured, encrypted when asked", () => {
    const config = loadConfig({
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      BACKUP_CIPHER_PASS: 'pass',
      BACKUP_RETENTION_FULL: '4',
    });
    expect(lines(renderPgbackrestConfig(config.backup, config.files.s3, cluster))).toEqual(
      expect.arrayContaining([
        'repo1-type=s3',
        'repo1-path=/pgbackrest',
        'repo1-retention-full=4',
        'repo1-cipher-type=aes-256-cbc',
        'repo1-cipher-pass=pass',
        'repo1-s3-bucket=shop-files',
        'repo1-s3-endpoint=minio.internal',
        'repo1-storage-port=9000',
        'repo1-s3-region=eu-west-1',
        'repo1-s3-uri-style=path',
        'repo1-s3-key-type=shared',
        'repo1-s3-key=AKIA',
        'repo1-s3-key-secret=secret',
      ]),
    );
  });

  it("takes AWS's endpoint and the instance's role when neither is given", () => {
    const config = loadConfig({ S3_BUCKET: 'shop-files', S3_REGION: 'ap-southeast-1' });
    const text = renderPgbackrestConfig(config.backup, config.files.s3, cluster);
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'repo1-s3-endpoint=s3.ap-southeast-1.amazonaws.com',
        'repo1-s3-key-type=auto',
        'repo1-s3-uri-style=host',
      ]),
    );
    expect(text).not.toContain('repo1-s3-key=');
  });

  it('refuses an S3 endpoint over plain http, and a repository type it does not know', () => {
    const config = loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' });
    expect(() => renderPgbackrestConfig(config.backup, config.files.s3, cluster)).toThrow(
      /pgBackRest reaches S3 over https only/,
    );
    expect(() => loadConfig({ BACKUP_REPO_TYPE: 'ftp' })).toThrow(/BACKUP_REPO_TYPE/);
    expect(() => loadConfig({ BACKUP_REPO_TYPE: 's3' })).toThrow(/needs S3_BUCKET/);
    expect(loadConfig({ S3_BUCKET: 'b', BACKUP_REPO_TYPE: 'posix' }).backup.repoType).toBe('posix');
  });
});
