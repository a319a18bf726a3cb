/**
 * Failures a service reports to its caller. Routes turn them into a page message or an
 * /api reply with the status given here; the message is already in the product's language.
 */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** more for the /api reply (e.g. the rows an upload was refused for) */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends ServiceError {
  constructor(message: string) {
    super(message, 400);
  }
}

export class AccessDenied extends ServiceError {
  constructor(message = "Akses ditolak.") {
    super(message, 403);
  }
}

export class NotFoundError extends ServiceError {
  constructor(message = "Data tidak ditemukan.") {
    super(message, 404);
  }
}

export class ConflictError extends ServiceError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class TooManyAttempts extends ServiceError {
  constructor(message: string) {
    super(message, 429);
  }
}
