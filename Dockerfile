# The portal's image: one Node process serving the API, the site and the console (README
# "Deployment"). Build: `docker build -t eog-portal .`; run it with the variables of the README's
# configuration table (DATABASE_URL, REDIS_URL, AMQP_URL, S3_*, JWT_SECRET …).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV SKIP_BUILD=true PORT=3000 HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 3000
USER node
CMD ["npm", "start"]
