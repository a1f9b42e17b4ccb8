; Windows installer of Togyz Kumalak, built by `make windows-installer`
; (scripts/windows-installer.sh) with NSIS 3:
;
;   makensis -DVERSION=0.1.0 -DWINVERSION=0.1.0.1 -DSRCDIR=dist/... \
;            -DICON=icon.ico -DWELCOME=welcome.bmp -DLANGDIR=packaging/windows/lang \
;            -DOUTFILE=setup.exe packaging/windows/installer.nsi
;
; A per-user install: no administrator rights, the program in
; %LOCALAPPDATA%\Programs\Togyz Kumalak, a Start-menu shortcut, an optional
; desktop shortcut, and an uninstaller listed in "Apps & features". The
; uninstaller removes the program only: the player's saves and settings
; (%LOCALAPPDATA%\togyzkumalak) stay. Texts in English, Russian, Kazakh and
; Kyrgyz;
; /S installs (and uninstalls) silently.

Unicode true
Target amd64-unicode ; the game is a 64-bit program; a 64-bit installer runs wherever it does
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define APPNAME "Togyz Kumalak"
!define EXE "togyzkumalak.exe"
!define REGKEY "Software\Togyz Kumalak"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\kz.togyzkumalak.desktop"

Name "${APPNAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APPNAME}"
InstallDirRegKey HKCU "${REGKEY}" "InstallDir"
BrandingText "${APPNAME} ${VERSION}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_WELCOMEFINISHPAGE_BITMAP "${WELCOME}"
!define MUI_UNWELCOMEFINISHPAGE_BITMAP "${WELCOME}"
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${REGKEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Russian"
; NSIS has no Kazakh or Kyrgyz translation of its own: ours are in lang/.
!insertmacro MUI_LANGUAGEEX "${LANGDIR}" "Kazakh"
!insertmacro MUI_LANGUAGEEX "${LANGDIR}" "Kyrgyz"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString SecProgramName ${LANG_ENGLISH} "The game"
LangString SecProgramName ${LANG_RUSSIAN} "Игра"
LangString SecProgramName ${LANG_KAZAKH} "Ойын"
LangString SecProgramName ${LANG_KYRGYZ} "Оюн"
LangString SecProgramDesc ${LANG_ENGLISH} "Togyz Kumalak and a shortcut in the Start menu."
LangString SecProgramDesc ${LANG_RUSSIAN} "Тогызкумалак и ярлык в меню «Пуск»."
LangString SecProgramDesc ${LANG_KAZAKH} "Тоғызқұмалақ және «Бастау» мәзіріндегі белгіше."
LangString SecProgramDesc ${LANG_KYRGYZ} "Тогуз коргоол жана «Баштоо» менюсундагы энбелги."
LangString SecDesktopName ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktopName ${LANG_RUSSIAN} "Ярлык на рабочем столе"
LangString SecDesktopName ${LANG_KAZAKH} "Жұмыс үстелі белгішесі"
LangString SecDesktopName ${LANG_KYRGYZ} "Иш тактасына энбелги"
LangString SecDesktopDesc ${LANG_ENGLISH} "A shortcut to the game on the desktop."
LangString SecDesktopDesc ${LANG_RUSSIAN} "Ярлык игры на рабочем столе."
LangString SecDesktopDesc ${LANG_KAZAKH} "Жұмыс үстелінде ойынның белгішесі."
LangString SecDesktopDesc ${LANG_KYRGYZ} "Иш тактасында оюндун энбелгиси."
LangString ShortcutComment ${LANG_ENGLISH} "Play togyz kumalak, the Kazakh nine-hole board game, against the computer"
LangString ShortcutComment ${LANG_RUSSIAN} "Играйте в тогызкумалак против компьютера"
LangString ShortcutComment ${LANG_KAZAKH} "Компьютермен тоғызқұмалақ ойнаңыз"
LangString ShortcutComment ${LANG_KYRGYZ} "Компьютер менен тогуз коргоол ойноңуз"
LangString SavesKept ${LANG_ENGLISH} "Your saved games and settings are kept in $LOCALAPPDATA\togyzkumalak."
LangString SavesKept ${LANG_RUSSIAN} "Ваши сохранённые партии и настройки остаются в $LOCALAPPDATA\togyzkumalak."
LangString SavesKept ${LANG_KAZAKH} "Сақталған ойындарыңыз бен баптауларыңыз $LOCALAPPDATA\togyzkumalak бумасында қалады."
LangString SavesKept ${LANG_KYRGYZ} "Сакталган оюндарыңыз жана жөндөөлөрүңүз $LOCALAPPDATA\togyzkumalak папкасында калат."

VIProductVersion "${WINVERSION}"
VIFileVersion "${WINVERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APPNAME} setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "${COPYRIGHT}"

Section "!$(SecProgramName)" SecProgram
	SectionIn RO
	SetOutPath "$INSTDIR"
	File "${SRCDIR}\${EXE}"
	File "${SRCDIR}\README.md"
	File "${SRCDIR}\LICENSE"
	WriteUninstaller "$INSTDIR\uninstall.exe"
	CreateShortcut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 SW_SHOWNORMAL "" "$(ShortcutComment)"

	WriteRegStr HKCU "${REGKEY}" "InstallDir" "$INSTDIR"
	WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${APPNAME}"
	WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
	WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
	WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "The Togyz Kumalak desktop authors"
	WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
	WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
	WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
	WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
	WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
	${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
	IntFmt $0 "0x%08X" $0
	WriteRegDWORD HKCU "${UNINSTKEY}" "EstimatedSize" "$0"
SectionEnd

Section /o "$(SecDesktopName)" SecDesktop
	CreateShortcut "$DESKTOP\${APPNAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 SW_SHOWNORMAL "" "$(ShortcutComment)"
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
	!insertmacro MUI_DESCRIPTION_TEXT ${SecProgram} $(SecProgramDesc)
	!insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} $(SecDesktopDesc)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Function .onInit
	!insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
	!insertmacro MUI_UNGETLANGUAGE
FunctionEnd

; The uninstaller removes what the installer put in place, nothing else:
; the saves and settings in %LOCALAPPDATA%\togyzkumalak are the player's.
Section "Uninstall"
	Delete "$INSTDIR\${EXE}"
	Delete "$INSTDIR\README.md"
	Delete "$INSTDIR\LICENSE"
	Delete "$INSTDIR\uninstall.exe"
	RMDir "$INSTDIR"
	Delete "$SMPROGRAMS\${APPNAME}.lnk"
	Delete "$DESKTOP\${APPNAME}.lnk"
	DeleteRegKey HKCU "${UNINSTKEY}"
	DeleteRegKey HKCU "${REGKEY}"
	DetailPrint "$(SavesKept)"
SectionEnd
