import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export const alias = [
  { find: /^#app\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'app') + '/$1' },
  { find: /^#tests\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'tests') + '/$1' },
]

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  build: { target: 'es2022' },
  ssr: {
    // native / wasm packages stay external in the server build
    external: ['@electric-sql/pglite', 'sharp', 'postgres', 'nodemailer'],
  },
  server: { port: 3000 },
})
