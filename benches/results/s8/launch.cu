// Driver-level launch cost on this machine: empty kernels with 1 and 24 pointer arguments.
#include <cstdio>
#include <chrono>
#include <cuda_runtime.h>
__global__ void k1(float* a) { if (threadIdx.x == 0 && a[0] < -1e30f) a[0] = 1.f; }
__global__ void k24(float* a, const float* b, const float* c, const float* d, const float* e, const float* f, const float* g, const float* h,
  const float* a2, const float* b2, const float* c2, const float* d2, const float* e2, const float* f2, const float* g2, const float* h2,
  const float* a3, const float* b3, const float* c3, const float* d3, const float* e3, const float* f3, const float* g3, const float* h3) {
  if (threadIdx.x == 0 && a[0] < -1e30f) a[0] = b[0] + h3[0];
}
int main() {
  float* p; cudaMalloc(&p, 1024);
  cudaStream_t s; cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  const int n = 20000;
  for (int round = 0; round < 3; round++) {
    for (int which = 0; which < 4; which++) {
      auto t0 = std::chrono::steady_clock::now();
      for (int i = 0; i < n; i++) {
        if (which >= 2) cudaFuncSetAttribute(which == 2 ? (const void*)k1 : (const void*)k24, cudaFuncAttributeMaxDynamicSharedMemorySize, 0);
        if (which % 2 == 0) k1<<<1, 32, 0, s>>>(p);
        else k24<<<1, 32, 0, s>>>(p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p);
      }
      auto t1 = std::chrono::steady_clock::now();
      cudaStreamSynchronize(s);
      auto t2 = std::chrono::steady_clock::now();
      printf("round %d %s%s: issue %.2f us/launch, total %.2f\n", round, which % 2 ? "k24" : "k1", which >= 2 ? "+setattr" : "",
        std::chrono::duration<double, std::micro>(t1 - t0).count() / n, std::chrono::duration<double, std::micro>(t2 - t0).count() / n);
    }
  }
}
