import { startKafkaBroker, startS3, startSmtpSink, onShutdown } from './lib/infra.mjs';
const k = await startKafkaBroker(); const s3 = await startS3({ dir: '/tmp/s3try' }); const smtp = await startSmtpSink();
onShutdown(async () => { const t=Date.now(); await smtp.stop(); await s3.stop(); await k.stop(); console.log('graceful stop ms', Date.now()-t); });
console.log('up', k.pid, smtp.pid);
if (process.argv[2] === 'throw') setTimeout(() => { throw new Error('boom'); }, 300);
if (process.argv[2] === 'exit') setTimeout(() => process.exit(0), 300);
