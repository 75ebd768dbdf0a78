// s3rver in a process of its own for browser specs (Playwright's module loader cannot load it in
// the test process): node tests/e2e/s3rver-process.mjs <port> <directory> <bucket>. Listens on
// 127.0.0.1 only, prints "s3rver listening" once the bucket exists, stops on SIGTERM.
import S3rver from 's3rver'

const [port, directory, bucket] = process.argv.slice(2)
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
})
await server.run()
console.log('s3rver listening')
process.on('SIGTERM', () => {
  void server.close().finally(() => process.exit(0))
})
