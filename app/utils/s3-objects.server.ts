// Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through the official SDK: the
// media storage (storage.server.ts) and the backup archive store use one client each, under their
// own key prefix. Reads are streamed (GetObject's body as it arrives, a Range for a part), large
// writes go up in parts (lib-storage's Upload), and anything but "no such key" from the bucket (down,
// refused keys, missing bucket, a 5xx) becomes StorageUnavailableError, which callers answer with a
// clear 503 instead of a server error.
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import type * as S3 from '@aws-sdk/client-s3'
import type { S3Client } from '@aws-sdk/client-s3'
import type * as S3Storage from '@aws-sdk/lib-storage'
import { getEnv } from './env.server'
import { StorageUnavailableError } from './storage-unavailable'

export type S3Settings = {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

export type ObjectHead = { size: number; etag: string; contentType: string; lastModified: Date }
export type ObjectEntry = { key: string; size: number; lastModified: Date }

/** The bucket settings from the environment (parseEnv has checked they are all there). */
export function s3SettingsFromEnv(): S3Settings {
  const env = getEnv()
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    // MinIO and most self-hosted servers need path-style addresses; AWS and R2 take either
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  }
}

// The SDK is loaded on first use: a site on local storage (and every test file that imports
// storage) never pays its import, about 1.4 s of module evaluation.
type Sdk = typeof S3 & typeof S3Storage
let sdkLoading: Promise<Sdk> | undefined
function loadSdk(): Promise<Sdk> {
  return (sdkLoading ??= Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]).then(([s3, storage]) => ({ ...s3, ...storage })))
}

const clients = new Map<string, S3Client>()

function clientFor({ S3Client }: Sdk, s: S3Settings): S3Client {
  const id = [s.endpoint, s.region, s.accessKeyId, s.secretAccessKey, s.forcePathStyle].join('\n')
  let client = clients.get(id)
  if (!client) {
    client = new S3Client({
      endpoint: s.endpoint,
      region: s.region,
      forcePathStyle: s.forcePathStyle,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      // checksums only where the API requires them: R2, MinIO and older S3 servers refuse the
      // newer default (CRC32 trailers in aws-chunked bodies)
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // a bucket that does not answer fails in seconds; /media bounds its reads itself
      // (media-reads.server.ts), paused players included, so the socket pool is generous
      requestHandler: {
        connectionTimeout: 3000,
        requestTimeout: 60_000,
        httpAgent: { maxSockets: 256 },
        httpsAgent: { maxSockets: 256 },
      },
    })
    clients.set(id, client)
  }
  return client
}

function isNotFound(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

function unavailable(error: unknown, what: string) {
  const e = error as { name?: string; code?: string; message?: string }
  return new StorageUnavailableError(
    `${what}: ${e?.code ?? e?.name ?? 'Error'} ${e?.message ?? ''}`,
    {
      cause: error,
    },
  )
}

/** The objects of one bucket whose keys start with `prefix` (keys here are without it). */
export class S3ObjectStore {
  readonly bucket: string
  private readonly settings: S3Settings
  constructor(
    settings: S3Settings,
    readonly prefix = '',
  ) {
    this.bucket = settings.bucket
    this.settings = settings
  }

  private async sdk() {
    const sdk = await loadSdk()
    return { ...sdk, client: clientFor(sdk, this.settings) }
  }

  private async call<T>(what: string, key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw unavailable(error, `${what} ${this.bucket}/${this.prefix}${key}`)
    }
  }

  async put(key: string, body: Buffer, contentType: string, cacheControl?: string) {
    const { client, PutObjectCommand } = await this.sdk()
    await this.call('PutObject', key, () =>
      client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.prefix + key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      ),
    )
  }

  /** Streams `body` up in 8 MB parts (two at a time); a failed upload is aborted, nothing remains. */
  async putStream(key: string, body: Readable, contentType: string, cacheControl?: string) {
    const { client, Upload } = await this.sdk()
    const upload = new Upload({
      client,
      params: {
        Bucket: this.bucket,
        Key: this.prefix + key,
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
      },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    })
    try {
      await this.call('Upload', key, () => upload.done())
    } finally {
      body.destroy()
    }
  }

  putFile(key: string, file: string, contentType: string, cacheControl?: string) {
    return this.putStream(key, createReadStream(file), contentType, cacheControl)
  }

  async head(key: string): Promise<ObjectHead | null> {
    const { client, HeadObjectCommand } = await this.sdk()
    try {
      const res = await client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      )
      return {
        size: res.ContentLength ?? 0,
        etag: res.ETag ?? `"${(res.ContentLength ?? 0).toString(16)}"`,
        contentType: res.ContentType ?? 'application/octet-stream',
        lastModified: res.LastModified ?? new Date(0),
      }
    } catch (error) {
      if (isNotFound(error)) return null
      throw unavailable(error, `HeadObject ${this.bucket}/${this.prefix}${key}`)
    }
  }

  /** The object's bytes (an inclusive range of them) as they arrive, or null when it is missing. */
  async stream(key: string, range?: { start: number; end: number }) {
    const { client, GetObjectCommand } = await this.sdk()
    try {
      const res = await client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.prefix + key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      if (!res.Body) return null
      return { body: res.Body.transformToWebStream(), size: res.ContentLength ?? 0 }
    } catch (error) {
      if (isNotFound(error)) return null
      throw unavailable(error, `GetObject ${this.bucket}/${this.prefix}${key}`)
    }
  }

  /** A whole (small) object, or null when it is missing. */
  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const { client, GetObjectCommand } = await this.sdk()
    try {
      const res = await client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      )
      if (!res.Body) return null
      const body = Buffer.from(await res.Body.transformToByteArray())
      return { body, contentType: res.ContentType ?? 'application/octet-stream' }
    } catch (error) {
      if (isNotFound(error)) return null
      throw unavailable(error, `GetObject ${this.bucket}/${this.prefix}${key}`)
    }
  }

  async delete(key: string) {
    const { client, DeleteObjectCommand } = await this.sdk()
    await this.call('DeleteObject', key, () =>
      client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key })),
    )
  }

  /** Every object under the prefix, page by page. */
  async *list(): AsyncGenerator<ObjectEntry> {
    const { client, paginateListObjectsV2 } = await this.sdk()
    const pages = paginateListObjectsV2(
      { client },
      { Bucket: this.bucket, Prefix: this.prefix || undefined },
    )
    try {
      for await (const page of pages)
        for (const o of page.Contents ?? [])
          if (o.Key?.startsWith(this.prefix))
            yield {
              key: o.Key.slice(this.prefix.length),
              size: o.Size ?? 0,
              lastModified: o.LastModified ?? new Date(0),
            }
    } catch (error) {
      throw unavailable(error, `ListObjectsV2 ${this.bucket}/${this.prefix}`)
    }
  }

  /** Throws StorageUnavailableError unless the bucket answers (HeadBucket). */
  async checkBucket() {
    const { client, HeadBucketCommand } = await this.sdk()
    await this.call('HeadBucket', '', () =>
      client.send(new HeadBucketCommand({ Bucket: this.bucket })),
    )
  }
}
