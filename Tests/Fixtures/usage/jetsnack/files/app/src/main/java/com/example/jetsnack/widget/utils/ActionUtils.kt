/*
 * Copyright 2025 The Android Open Source Project
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

package com.example.jetsnack.widget.utils

import androidx.compose.runtime.Composable
import androidx.glance.action.Action
import androidx.glance.action.actionParametersOf
import androidx.glance.action.actionStartActivity
import com.example.jetsnack.widget.ActionDemonstrationActivity
import com.example.jetsnack.widget.ActionSourceMessageKey

/**
 * Utility functions for creating [Action]s.
 */
object ActionUtils {
    /**
     * [Action] for launching the [ActionDemonstrationActivity] with the given message.
     */
    @Composable
    fun actionStartDemoActivity(message: String) = actionStartActivity<ActionDemonstrationActivity>(
        actionParametersOf(
            ActionSourceMessageKey to message,
        ),
    )
}
