/*
 * Copyright 2022 The Android Open Source Project
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     https://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

package com.example.jetlagged.ui.theme

import androidx.compose.ui.graphics.Color

val White = Color(0xFFFFFFFF)
val Black = Color(0xFF000000)
val Lilac = Color(0xFFCCB6DC)
val DarkLilac = Color(0xFF715386)
val Yellow = Color(0xFFFFCB66)
val Red = Color(0xFFB40000)
val YellowVariant = Color(0xFFFFDE9F)
val RedVariant = Color(0xFFF30D0D)
val Coral = Color(0xFFF3A397)
val DarkCoral = Color(0xFF8F554C)
val MintGreen = Color(0xFFACD6B8)
val DarkMintGreen = Color(0xFF537C5E)
val LightBlue = Color(0xFFBBDEFB)
val DarkBlue = Color(0xFF56738B)

val SleepAwake = Color(0xFFFFEAC1)
val SleepAwakeDark = Color(0xFFEB3F00)
val SleepRem = Color(0xFFFFDD9A)
val SleepRemDark = Color(0xFFFF8248)
val SleepLight = Color(0xFFFFCB66)
val SleepLightDark = Color(0xFFFD4D4D)
val SleepDeep = Color(0xFFFF973C)
val SleepDeepDark = Color(0xFFB40003)

val Pink = Color(0xFFEAA8A9)
val DarkPink = Color(0xFF93595A)
val Purple = Color(0xFFD2B4D3)
val DarkPurple = Color(0xFF8B6095)
val Green = Color(0xFFADD7B9)
val DarkGreen = Color(0xFF538D64)
