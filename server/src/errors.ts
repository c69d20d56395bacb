/** An error the client caused or must see: answered as `{data, msg, statusCode}` with its status. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly data: unknown;
  /** bare: answered as `{msg}` alone, as the platform's auth layer does */
  readonly bare: boolean;
  readonly headers: Record<string, string>;
  constructor(
    statusCode: number,
    msg: string,
    options: { data?: unknown; bare?: boolean; headers?: Record<string, string> } = {},
  ) {
    super(msg);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.data = options.data ?? {};
    this.bare = options.bare ?? false;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (msg: string) => new ApiError(404, msg);
export const badRequest = (msg: string) => new ApiError(400, msg);
