/**
 * Demo files for the two feeds, so Azure Files, SFTP Files and their reports show something after
 * `npm start`: each demo practice's PMS drops its daily exports (appointments, patients, insurance)
 * for the last days, into the container named after its PMS, under the practice's folder.
 */
import { BlobServiceClient } from '@azure/storage-blob';
import { posix } from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { addDays, formatDay } from '@dental/contracts';
import { DEMO_PRACTICES } from '@dental/testing';

export interface DemoFeedFile {
  container: string;
  folder: string;
  filename: string;
  content: string;
}

const PMS = ['dentrix', 'eaglesoft', 'opendental'] as const;
const EXPORTS = [
  { kind: 'appointments', header: 'AppointmentId,PatientId,Date,Time,Provider', rows: 40 },
  { kind: 'patients', header: 'PatientId,FirstName,LastName,DOB,Carrier', rows: 120 },
  { kind: 'insurance', header: 'PatientId,Carrier,MemberId,GroupNumber,Relationship', rows: 90 },
] as const;

/** The demo exports of the `days` days up to `today`: the same content for the same day, so re-seeding changes nothing. */
export function demoFeedFiles(today: string, days = 5): DemoFeedFile[] {
  const files: DemoFeedFile[] = [];
  DEMO_PRACTICES.forEach((practice, p) => {
    for (let d = 0; d < days; d++) {
      const day = addDays(today, -d);
      for (const [e, exported] of EXPORTS.entries()) {
        const rows = exported.rows + ((p * 7 + d * 3 + e) % 25);
        const lines = Array.from(
          { length: rows },
          (_, r) => `${p}${d}${r},P${1000 + r},${day},${String(8 + (r % 9)).padStart(2, '0')}:00,Dr. ${r % 2 ? 'Kim' : 'Patel'}`,
        );
        files.push({
          container: PMS[p % PMS.length],
          folder: practice._id,
          filename: `${exported.kind}_${day}.csv`,
          content: `${exported.header}\n${lines.join('\n')}\n`,
        });
      }
    }
  });
  return files;
}

export function demoToday(): string {
  return formatDay(new Date());
}

/** Uploads the files the account does not hold yet; answers how many it uploaded. */
export async function seedAzureFeed(connectionString: string, files: DemoFeedFile[]): Promise<number> {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  let uploaded = 0;
  for (const container of new Set(files.map((f) => f.container))) await service.getContainerClient(container).createIfNotExists();
  for (const file of files) {
    const blob = service.getContainerClient(file.container).getBlockBlobClient(`${file.folder}/${file.filename}`);
    if (await blob.exists()) continue;
    await blob.uploadData(Buffer.from(file.content), { blobHTTPHeaders: { blobContentType: 'text/csv' } });
    uploaded++;
  }
  return uploaded;
}

export interface SftpLogin {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
  root: string;
}

/** Puts the files the server does not hold yet; answers how many it put. */
export async function seedSftpFeed(login: SftpLogin, files: DemoFeedFile[]): Promise<number> {
  const client = new SftpClient('files-demo-seed');
  await client.connect({
    host: login.host,
    port: login.port,
    username: login.username,
    password: login.password,
    privateKey: login.privateKey,
  });
  let uploaded = 0;
  try {
    for (const file of files) {
      const folder = posix.join(login.root, file.container, file.folder);
      const path = posix.join(folder, file.filename);
      if (await client.exists(path)) continue;
      await client.mkdir(folder, true);
      await client.put(Buffer.from(file.content), path);
      uploaded++;
    }
  } finally {
    await client.end();
  }
  return uploaded;
}
