/**
 * Uploads kept in an S3-compatible bucket (S3_BUCKET): listed and copied object by object with the
 * client the storage plugin uses, each with its content type, which the site serves files with.
 */
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { z } from 'zod'

import { objectFile } from './naming'
import type { S3Settings } from './targets'

export const storedObjectSchema = z.object({ key: z.string(), bytes: z.number().int().nonnegative(), contentType: z.string().optional() })
export type StoredObject = z.infer<typeof storedObjectSchema>

/** Objects copied at once: enough to hide a bucket's latency, few enough for a small server. */
const PARALLEL = 8

const clientOf = (s3: S3Settings): S3Client => new S3Client(s3)

/** Runs `work` on every item, at most `limit` at a time, keeping the items' order in the results. */
const mapLimit = async <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

const listKeys = async (client: S3Client, bucket: string): Promise<string[]> => {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

/** Whether the bucket holds no object: its first page of keys is empty. */
export const bucketIsEmpty = async (s3: S3Settings, bucket: string): Promise<boolean> => {
  const client = clientOf(s3)
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
    return (page.Contents ?? []).length === 0
  } finally {
    client.destroy()
  }
}

/**
 * Copies every object of the bucket into files under `dir`. Folder markers (keys ending in `/`) hold
 * nothing and are left out; an object deleted between the listing and its copy is skipped.
 */
export const downloadBucket = async (s3: S3Settings, bucket: string, dir: string): Promise<StoredObject[]> => {
  const client = clientOf(s3)
  try {
    const keys = (await listKeys(client, bucket)).filter((key) => !key.endsWith('/'))
    const copied = await mapLimit(keys, PARALLEL, async (key): Promise<StoredObject | null> => {
      const file = objectFile(dir, key)
      let object
      try {
        object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
      if (!(object.Body instanceof Readable)) throw new Error(`The object "${key}" came without a readable body.`)
      await fs.mkdir(path.dirname(file), { recursive: true })
      await pipeline(object.Body, createWriteStream(file))
      return { key, bytes: (await fs.stat(file)).size, contentType: object.ContentType }
    })
    return copied.filter((object): object is StoredObject => object !== null)
  } finally {
    client.destroy()
  }
}

/**
 * Puts the objects back into the bucket from their files under `dir`, with their content types. Each
 * goes up as one buffer, as the storage plugin sends uploads: a streamed body makes the SDK send
 * checksum trailers, which many S3-compatible servers refuse.
 */
export const uploadBucket = async (s3: S3Settings, bucket: string, dir: string, objects: readonly StoredObject[]): Promise<void> => {
  const client = clientOf(s3)
  try {
    await mapLimit(objects, PARALLEL, async (object) => {
      const body = await fs.readFile(objectFile(dir, object.key))
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: object.key, Body: body, ContentType: object.contentType }))
    })
  } finally {
    client.destroy()
  }
}
