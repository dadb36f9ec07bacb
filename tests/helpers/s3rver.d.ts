/** The little of @20minutes/s3rver (an S3 server for tests, without types of its own) the tests use. */
declare module '@20minutes/s3rver' {
  type Options = { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string; configs: string[] }[]; allowMismatchedSignatures?: boolean }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<unknown>
    close(): Promise<void>
  }
}
