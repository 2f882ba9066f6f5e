import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Defines the components that zod schemas with an `id` (the recursive reply) are referenced by.
 * The library emits an input and an output twin of each; only the ones the document refers to
 * are kept, so no unused `…Input` component appears.
 */
const transformObject: SwaggerTransformObject = (document) => {
  const doc = jsonSchemaTransformObject(document);
  if (!('components' in doc) || !doc.components?.schemas) return doc;
  const schemas = { ...doc.components.schemas };
  for (let pruned = true; pruned; ) {
    pruned = false;
    for (const name of Object.keys(schemas)) {
      const { [name]: _self, ...others } = schemas;
      if (!JSON.stringify([doc.paths, others]).includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        pruned = true;
      }
    }
  }
  return { ...doc, components: { ...doc.components, schemas } } as typeof doc;
};

/** The OpenAPI document, generated from the same zod contracts the routes validate with. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '사이드퀘스트 API',
        description:
          '모든 응답은 `result: "success" | "fail"`을 담고, 실패에는 `code`와 한국어 `message`가 붙어요.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject,
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
