/*
 * A stand-in bcryptprimitives.dll for testing under Wine only; it is never
 * shipped. Go's Windows runtime (since Go 1.22) gets its random bytes from
 * ProcessPrng in bcryptprimitives.dll, which every Windows 10 and 11 has but
 * Wine 8.0 lacks, so a Go program does not start under it. This DLL gives
 * ProcessPrng on top of RtlGenRandom (advapi32's SystemFunction036), which
 * Wine has. scripts/wine-test.sh builds it with mingw-w64 and copies it
 * into the test's throwaway Wine prefix.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}

BOOL WINAPI DllMain(HINSTANCE instance, DWORD reason, LPVOID reserved)
{
	(void)instance;
	(void)reason;
	(void)reserved;
	return TRUE;
}
