import type { FastifyInstance } from 'fastify';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** The part of a JSON schema the generated suites walk. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

/** One operation of the served OpenAPI document, as the generated suites use it. */
export interface Operation {
  /** `METHOD path`, as the document writes them. */
  key: string;
  method: Uppercase<(typeof METHODS)[number]>;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodySchema?: JsonSchema | undefined;
  hasBody: boolean;
  /** Marked as needing no token (`security: []`). */
  isPublic: boolean;
}

/**
 * Every operation of the OpenAPI document the app serves: the tenant matrix and the bad-input
 * sweep attack exactly these, so a new route joins them by being documented.
 */
export async function readOperations(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], OpenApiOperation>>>;
  };
  const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      return [
        {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
          queryParams: (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => parameter.name),
          bodySchema: operation.requestBody?.content?.['application/json']?.schema,
          hasBody: operation.requestBody !== undefined,
          isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        },
      ];
    }),
  );
  return { response, operations };
}
